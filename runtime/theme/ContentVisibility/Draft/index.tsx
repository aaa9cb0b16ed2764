// `@theme/ContentVisibility/Draft`: a caution that the page is a draft (shown in development only).
import clsx from 'clsx';
import { DraftBannerMessage, DraftBannerTitle, ThemeClassNames } from '@docusaurus/theme-common';
import Admonition from '@theme/Admonition';

export default function ContentVisibilityDraft({ className }: { className?: string }) {
  return (
    <Admonition type="caution" title={<DraftBannerTitle />} className={clsx(className, ThemeClassNames.common.draftBanner)}>
      <DraftBannerMessage />
    </Admonition>
  );
}
