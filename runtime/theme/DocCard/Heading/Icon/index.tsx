// `@theme/DocCard/Heading/Icon`: the emoji before a card's title.
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props as DocCardProps } from '@theme/DocCard';

export default function DocCardHeadingIcon({ icon }: { item: DocCardProps['item']; icon: string }) {
  return <span className={`${ThemeClassNames.docs.docCard.icon} cardTitleIcon_t_lh`}>{icon}</span>;
}
