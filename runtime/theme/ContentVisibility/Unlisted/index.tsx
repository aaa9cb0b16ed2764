// `@theme/ContentVisibility/Unlisted`: a caution that the page is unlisted, and noindex.
import clsx from 'clsx';
import { ThemeClassNames, UnlistedBannerMessage, UnlistedBannerTitle, UnlistedMetadata } from '@docusaurus/theme-common';
import Admonition from '@theme/Admonition';

export default function ContentVisibilityUnlisted({ className }: { className?: string }) {
  return (
    <>
      <UnlistedMetadata />
      <Admonition type="caution" title={<UnlistedBannerTitle />} className={clsx(className, ThemeClassNames.common.unlistedBanner)}>
        <UnlistedBannerMessage />
      </Admonition>
    </>
  );
}
