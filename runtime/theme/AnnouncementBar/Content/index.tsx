// `@theme/AnnouncementBar/Content`: the bar's HTML, in the page's locale when translated.
import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';

export default function AnnouncementBarContent(props: ComponentProps<'div'>) {
  const { announcementBar } = useThemeConfig();
  return <div {...props} className={clsx('content_L1uV', props.className)} dangerouslySetInnerHTML={{ __html: announcementBar?.content ?? '' }} />;
}
