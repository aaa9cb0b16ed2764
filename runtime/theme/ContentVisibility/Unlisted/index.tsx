// `@theme/ContentVisibility/Unlisted`: a caution that the page is unlisted, and noindex.
import clsx from 'clsx';
import { ThemeClassNames, UnlistedBannerMessage, UnlistedBannerTitle, UnlistedMetadata } from '@docusaurus/theme-common';
// The caution type itself rather than @theme/Admonition's type map: every page has this
// component, and the map would bring every type's icon into every page's first load.
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export default function ContentVisibilityUnlisted({ className }: { className?: string }) {
  return (
    <>
      <UnlistedMetadata />
      <AdmonitionTypeCaution type="caution" title={<UnlistedBannerTitle />} className={clsx(className, ThemeClassNames.common.unlistedBanner)}>
        <UnlistedBannerMessage />
      </AdmonitionTypeCaution>
    </>
  );
}
