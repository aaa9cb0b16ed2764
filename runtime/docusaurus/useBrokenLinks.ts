// `@docusaurus/useBrokenLinks`: how a component tells Docusaurus which links and anchors it
// renders, for its broken-link check. docgen checks the links of the built HTML itself, so the
// calls are accepted and need do nothing.
const collector = { collectLink: (_link: string | undefined) => {}, collectAnchor: (_anchor: string | undefined) => {} };

export default function useBrokenLinks(): typeof collector {
  return collector;
}
