// `@theme/DocCard/Heading`: the card's icon and title.
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Icon from '@theme/DocCard/Heading/Icon';
import Text from '@theme/DocCard/Heading/Text';
import type { Props as DocCardProps } from '@theme/DocCard';

export interface Props {
  readonly item: DocCardProps['item'];
  readonly icon: string;
  readonly title: string;
}

export default function DocCardHeading({ item, icon, title }: Props) {
  return (
    <Heading as="h2" className={clsx(ThemeClassNames.docs.docCard.heading, 'cardTitle_Kky5')} title={title}>
      {icon ? <Icon item={item} icon={icon} /> : null}
      <Text item={item} title={title} />
    </Heading>
  );
}
