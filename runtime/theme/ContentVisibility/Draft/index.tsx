// `@theme/ContentVisibility/Draft`: a caution that the page is a draft (shown in development only).
import clsx from 'clsx';
import { DraftBannerMessage, DraftBannerTitle, ThemeClassNames } from '@docusaurus/theme-common';
// The caution type itself rather than @theme/Admonition's type map: every page has this
// component, and the map would bring every type's icon into every page's first load.
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export default function ContentVisibilityDraft({ className }: { className?: string }) {
  return (
    <AdmonitionTypeCaution type="caution" title={<DraftBannerTitle />} className={clsx(className, ThemeClassNames.common.draftBanner)}>
      <DraftBannerMessage />
    </AdmonitionTypeCaution>
  );
}
