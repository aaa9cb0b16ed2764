// Above a doc of an unreleased (Next) or unmaintained version: says so and links to the latest.
import type { VersionBannerData } from '../shared/types.js';
import { useRoute, useStrings } from './context.js';

export default function VersionBanner({ banner }: { banner: VersionBannerData }) {
  const t = useStrings();
  const { site, locale } = useRoute();
  const values = { siteTitle: site.title, versionLabel: banner.versionLabel, latestLabel: banner.latestLabel };
  return (
    <div className={`version-banner version-banner--${banner.kind} theme-doc-version-banner`} role="note" lang={locale.htmlLang} data-pagefind-ignore="all">
      <p>{t(banner.kind === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', values)}</p>
      {banner.latestHref ? (
        <p>
          <a href={banner.latestHref}>{t('docgen.versions.latestLink', values)}</a>
        </p>
      ) : null}
    </div>
  );
}
