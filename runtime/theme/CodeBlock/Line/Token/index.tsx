// `@theme/CodeBlock/Line/Token`: one token, a span with its Prism types as classes.
import type { ComponentProps } from 'react';
import type { CodeToken } from '@docusaurus/theme-common/internal';

export type Props = ComponentProps<'span'> & { readonly line: readonly CodeToken[]; readonly token: CodeToken };

export default function CodeBlockLineToken({ line: _line, token: _token, ...props }: Props) {
  return <span {...props} />;
}
