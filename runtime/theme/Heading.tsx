// `@theme/Heading`: a heading of the given level with its id, as docgen renders Markdown headings.
import type { HTMLAttributes, ReactNode } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: Level; children?: ReactNode }) {
  return <Tag {...rest}>{children}</Tag>;
}
