// `@theme/MDXComponents/Heading`: a Markdown heading is the theme's Heading.
import Heading, { type Props } from '@theme/Heading';

export default function MDXHeading(props: Props) {
  return <Heading {...props} />;
}
