// `@theme/DocCard/Heading/Text`: a card's title, on one line.
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props as DocCardProps } from '@theme/DocCard';

export default function DocCardHeadingText({ title }: { item: DocCardProps['item']; title: string }) {
  return <span className={`text--truncate ${ThemeClassNames.docs.docCard.title} cardTitleText_xhOV`}>{title}</span>;
}
