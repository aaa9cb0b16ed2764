// `@theme/Mermaid`: the classic theme draws no diagram (a mermaid theme replaces this component),
// so it renders nothing, as Docusaurus's. docgen leaves ```mermaid fences code blocks.
export { default } from '@docusaurus/Noop';
