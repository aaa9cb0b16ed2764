// `@theme/DocCard/Layout`: the card, a link holding its heading and description.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Description from '@theme/DocCard/Description';
import Heading from '@theme/DocCard/Heading';
import type { Props as DocCardProps } from '@theme/DocCard';

export interface Props {
  readonly item: DocCardProps['item'];
  readonly className?: string;
  readonly href: string;
  readonly icon: string;
  readonly title: string;
  readonly description?: string;
}

export default function DocCardLayout({ item, className, href, icon, title, description }: Props) {
  return (
    <Link href={href} className={clsx('card padding--lg', ThemeClassNames.docs.docCard.container, 'cardContainer_vF_g', className)}>
      <Heading item={item} icon={icon} title={title} />
      {description ? <Description item={item} description={description} /> : null}
    </Link>
  );
}
