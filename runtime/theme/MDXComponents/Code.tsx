// `@theme/MDXComponents/Code`: code of one line of text is inline code; anything else a code block.
import { Children, type ComponentProps } from 'react';
import CodeBlock, { type Props as CodeBlockProps } from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';

export type Props = ComponentProps<'code'>;

// Empty code blocks have no children at all.
const isInline = (props: Props) =>
  props.children !== undefined && Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));

export default function MDXCode(props: Props) {
  return isInline(props) ? <CodeInline {...props} /> : <CodeBlock {...(props as CodeBlockProps)} />;
}
