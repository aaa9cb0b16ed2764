// `@theme/DocVersionBadge`: "Version: 1.0" above a doc of a site with several versions.
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';

export default function DocVersionBadge({ className }: { className?: string }) {
  const version = useDocsVersion();
  // The bundle defines DOCGEN_VERSIONED: a site with one version carries none of this.
  if (!process.env.DOCGEN_VERSIONED || !version.badge) return null;
  return (
    <span className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}>
      <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}
