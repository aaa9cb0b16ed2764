// `@theme/CodeBlock/Content/Element`: a block whose content is not text (`<pre><MyComponent/></pre>`
// in MDX): shown in the block's frame, uncoloured.
import type { ReactNode } from 'react';
import Container from '@theme/CodeBlock/Container';

export interface Props {
  readonly children: ReactNode;
  readonly className?: string;
}

export default function CodeBlockJSX({ children, className }: Props) {
  return (
    <Container as="pre" tabIndex={0} className={['codeBlockStandalone_K9VJ', 'thin-scrollbar', className].filter(Boolean).join(' ')}>
      <code className="codeBlockLines_AdAo">{children}</code>
    </Container>
  );
}
