// `@theme/Mermaid`: a ```mermaid fence. The classic theme draws nothing for it (a mermaid theme
// replaces this component); docgen shows the diagram's source as a code block, so the page keeps
// it readable.
import CodeBlock from '@theme/CodeBlock';

export default function Mermaid({ value }: { readonly value: string }) {
  return <CodeBlock language="mermaid">{value}</CodeBlock>;
}
