export default {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Getting started',
      items: ['getting-started/installation', 'getting-started/project-layout'],
    },
    'configuration',
    'cli',
    'writing-pages',
  ],
};
