// `@theme/DocVersionBanner`: on a doc of an unreleased or unmaintained version, what the reader is
// looking at and a link to the same doc in the latest version (choosing it makes it preferred).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsPreferredVersion, useDocsVersion, type DocsVersion } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';

function BannerLabel({ siteTitle, version }: { siteTitle: string; version: DocsVersion }): ReactNode {
  const values = { siteTitle, versionLabel: <b>{version.label}</b> };
  return version.banner === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function LatestVersionSuggestionLabel({ versionLabel, to, onClick }: { versionLabel: string; to: string; onClick: () => void }) {
  return (
    <Translate
      id="theme.docs.versions.latestVersionSuggestionLabel"
      values={{
        versionLabel,
        latestVersionLink: (
          <b>
            <Link to={to} onClick={onClick}>
              <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
            </Link>
          </b>
        ),
      }}
    >
      {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
    </Translate>
  );
}

function DocVersionBannerEnabled({ className, version }: { className?: string; version: DocsVersion }) {
  const { title } = useDocusaurusContext().siteConfig;
  const { savePreferredVersionName } = useDocsPreferredVersion(version.pluginId);
  const latest = version.latest;
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <BannerLabel siteTitle={title} version={version} />
      </div>
      {latest ? (
        <div className="margin-top--md">
          <LatestVersionSuggestionLabel versionLabel={latest.label} to={latest.href} onClick={() => savePreferredVersionName(latest.name)} />
        </div>
      ) : null}
    </div>
  );
}

export default function DocVersionBanner({ className }: { className?: string }) {
  const version = useDocsVersion();
  // The bundle defines DOCGEN_VERSIONED: a site whose docs never show a banner carries none of its code.
  return process.env.DOCGEN_VERSIONED && version.banner ? <DocVersionBannerEnabled className={className} version={version} /> : null;
}
