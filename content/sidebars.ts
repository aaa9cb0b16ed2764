// Sidebar of the English docs tree (content/docs), in the order and with the labels of the ZELF docs.
// Docs outside the sidebar (reachable by URL and links): the zns/online endpoint pages, the
// docgen tutorial pages, and functions/decrypt-tag.
export default {
  tutorialSidebar: [
    { type: 'doc', id: 'intro', label: 'Welcome to Zelf World' },
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: [
        { type: 'doc', id: 'getting-started/how-it-works', label: 'How it works' },
        { type: 'doc', id: 'getting-started/lite-paper', label: 'Lite Paper' },
        { type: 'doc', id: 'getting-started/zelf-proofs-vs-others', label: 'Zelf Proofs vs Others' },
        { type: 'doc', id: 'getting-started/privacy-preserving', label: 'Privacy Preserving' },
        { type: 'doc', id: 'getting-started/use-cases', label: 'Use cases' },
        { type: 'doc', id: 'getting-started/downloads', label: 'Downloads' },
      ],
    },
    {
      type: 'category',
      label: 'TUTORIALS',
      collapsible: false,
      items: [{ type: 'doc', id: 'tutorials/how-to-create-an-account', label: 'How to Create a Zelf Account' }],
    },
    {
      type: 'category',
      label: 'Zelf Accounts',
      collapsible: false,
      items: [
        { type: 'doc', id: 'api/accounts/verify-account', label: 'Verify Account' },
        { type: 'doc', id: 'api/accounts/create-account', label: 'Create Account API — ZELF ZNS' },
        { type: 'doc', id: 'api/accounts/authenticate', label: 'Authenticate Account' },
        { type: 'doc', id: 'api/accounts/update-account', label: 'Update Account' },
        { type: 'doc', id: 'api/accounts/change-password', label: 'Change Password' },
        { type: 'doc', id: 'api/accounts/delete-account', label: 'Delete Account' },
      ],
    },
    {
      type: 'category',
      label: 'API Documentation',
      collapsible: false,
      items: [
        {
          type: 'category',
          label: 'Tags API',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'api/tags/search-tag', label: 'Search Tag' },
            { type: 'doc', id: 'api/tags/search-by-domain', label: 'Search Tags by Domain' },
            { type: 'doc', id: 'api/tags/preview-tag', label: 'Preview Tag' },
            { type: 'doc', id: 'api/tags/lease-tag', label: 'Lease Tag' },
            { type: 'doc', id: 'api/tags/lease-recovery', label: 'Lease Recovery' },
            { type: 'doc', id: 'api/tags/lease-offline', label: 'Lease Tag Offline' },
            { type: 'doc', id: 'api/tags/preview-zelfproof', label: 'Preview ZelfProof' },
            { type: 'doc', id: 'api/tags/decrypt-tag', label: 'Decrypt Tag' },
          ],
        },
        {
          type: 'category',
          label: 'Licenses API',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'api/licenses/get-licenses', label: 'Search Licenses' },
            { type: 'doc', id: 'api/licenses/get-my-license', label: 'Get My License' },
            { type: 'doc', id: 'api/licenses/create-license', label: 'Create License' },
            { type: 'doc', id: 'api/licenses/delete-license', label: 'Delete License' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Offline Version',
      collapsible: false,
      items: [{ type: 'doc', id: 'zns/offline/decryption', label: 'Decryption' }],
    },
    {
      type: 'category',
      label: 'Arweave - AR.IO',
      collapsible: false,
      items: [
        { type: 'doc', id: 'zns/arweave/permanent-storage', label: 'Permanent Storage' },
        { type: 'doc', id: 'zns/arweave/arns', label: 'Arweave Name System (ArNS)' },
      ],
    },
    { type: 'doc', id: 'zns/figma-design', label: 'Figma Design Planning' },
    {
      type: 'category',
      label: 'Functions',
      collapsible: false,
      items: [
        { type: 'doc', id: 'functions/create-zelfproof', label: 'Create ZelfProof' },
        { type: 'doc', id: 'functions/create-qr-zelfproof', label: 'Create QR ZelfProof' },
        { type: 'doc', id: 'functions/decrypt-zelfproof', label: 'Decrypt ZelfProof' },
        { type: 'doc', id: 'functions/preview-zelfproof', label: 'Preview ZelfProof' },
      ],
    },
    {
      type: 'category',
      label: 'Integrations',
      collapsible: false,
      items: [
        { type: 'doc', id: 'integrations/avalanche', label: 'Avalanche Integration' },
        { type: 'doc', id: 'integrations/blockdag', label: 'BlockDAG' },
        {
          type: 'category',
          label: 'BlockDAG Milestones',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'integrations/blockdag-milestone-one', label: 'BlockDAG Milestone 1: Foundation' },
            { type: 'doc', id: 'integrations/blockdag-milestone-two', label: 'BlockDAG Milestone 2: Name Service' },
            { type: 'doc', id: 'integrations/blockdag-milestone-three', label: 'BlockDAG Milestone 3: Advanced Features' },
            { type: 'doc', id: 'integrations/blockdag-milestone-four', label: 'BlockDAG Milestone 4: Production Deployment' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Zelf Legal',
      collapsible: false,
      items: [
        { type: 'doc', id: 'legal/team-members', label: 'Team Members' },
        { type: 'doc', id: 'legal/terms-of-use', label: 'Terms of Use' },
        { type: 'doc', id: 'legal/privacy-policy', label: 'Privacy Policy' },
      ],
    },
    {
      type: 'category',
      label: 'Airdrop',
      collapsible: false,
      items: [
        { type: 'doc', id: 'airdrop/airdrop-rules', label: 'Airdrop Rules' },
        { type: 'doc', id: 'airdrop/airdrop-rules-es', label: 'Reglas de Airdrop' },
        { type: 'doc', id: 'airdrop/pricing-per-domain', label: 'Pricing per Domain' },
      ],
    },
    { type: 'doc', id: 'verify-partners', label: 'Verify our Partners' },
    {
      type: 'category',
      label: 'Roadmap',
      collapsible: false,
      items: [
        { type: 'doc', id: 'roadmap/q1-2025', label: 'Q1 2025' },
        { type: 'doc', id: 'roadmap/q2-2025', label: 'Q2 2025' },
        { type: 'doc', id: 'roadmap/q3-2025', label: 'Q3 2025' },
        { type: 'doc', id: 'roadmap/q4-2025', label: 'Q4 2025' },
      ],
    },
  ],
};
