// `@theme/CodeBlock/Layout`: the frame, the title when there is one, and the content with its buttons.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import Title from '@theme/CodeBlock/Title';

export default function CodeBlockLayout({ className }: { readonly className?: string }) {
  const { metadata } = useCodeBlockContext();
  return (
    <Container as="div" className={[className, metadata.className].filter(Boolean).join(' ')}>
      {metadata.title ? (
        <div className="codeBlockTitle_L5qy">
          <Title>{metadata.title}</Title>
        </div>
      ) : null}
      <div className="codeBlockContent_kX1v">
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
