// `@theme/CodeBlock`: a code block written as JSX (`<CodeBlock language="js">{code}</CodeBlock>`),
// with Docusaurus's props. Text content goes through the same reading and markup as fenced code,
// which the build renders the same way; anything else shows in a plain <pre>. docgen adds one
// prop, `tokens`: the lines as the build highlighted them (without it, lines show as plain text:
// no highlighter runs in the browser).
import { Children, isValidElement, type ReactNode } from 'react';
import type { CodeToken } from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

export interface Props {
  readonly children: ReactNode;
  readonly className?: string;
  readonly metastring?: string;
  readonly title?: ReactNode;
  readonly language?: string;
  readonly showLineNumbers?: boolean | number;
  readonly tokens?: readonly (readonly CodeToken[])[];
}

/** Children as one string when they are only text (so the code can be copied), else as given. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props) {
  const content = textOf(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
