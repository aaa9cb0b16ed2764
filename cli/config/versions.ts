// Docs versions, in the Docusaurus layout: versions.json (or <pluginId>_versions.json) lists the
// released versions, newest first; versioned_docs/version-<name>/ and versioned_sidebars/
// version-<name>-sidebars.json hold their content. The current docs folder is "Next". The last
// version is served at the plugin's route base, the others under /<version>/ (current: /next/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DocgenError, problems, type Problem } from '../errors.js';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsVersion {
  /** `current` for the docs folder, else the name from versions.json. */
  readonly name: string;
  readonly label: string;
  /** URL segment after the route base; '' for the last version. */
  readonly path: string;
  readonly banner: VersionBanner;
  readonly isLast: boolean;
  /** Absolute docs folder and sidebars file of this version (null sidebars: use the plugin's). */
  readonly docsDir: string;
  readonly sidebarPath: string | false | null;
  /** Translation folder and labels file under i18n/<locale>/<plugin dir>/. */
  readonly translationFolder: string;
}

export interface VersionOptions {
  readonly lastVersion?: string;
  readonly includeCurrentVersion?: boolean;
  readonly onlyIncludeVersions?: readonly string[];
  readonly versions?: Readonly<Record<string, { label?: string; path?: string; banner?: VersionBanner }>>;
}

const prefixed = (pluginId: string, name: string) => (pluginId === 'default' ? name : `${pluginId}_${name}`);

export function resolveVersions({
  siteDir,
  pluginId,
  docsDir,
  sidebarPath,
  options,
}: {
  siteDir: string;
  pluginId: string;
  docsDir: string;
  sidebarPath: string | false | null;
  options: VersionOptions;
}): DocsVersion[] {
  const file = join(siteDir, prefixed(pluginId, 'versions.json'));
  const released = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  const all = [...(options.includeCurrentVersion === false ? [] : ['current']), ...released];
  const found: Problem[] = [];
  const check = (key: string, name: string) => {
    if (!all.includes(name)) found.push(problems.docsVersionMissing({ key: `docs[${pluginId}].${key}`, version: name, pluginId, known: all }));
  };
  const last = options.lastVersion ?? released[0] ?? 'current';
  check('lastVersion', last);
  for (const name of options.onlyIncludeVersions ?? []) check('onlyIncludeVersions', name);
  for (const name of Object.keys(options.versions ?? {})) check('versions', name);
  if (found.length > 0) throw new DocgenError(found);

  const lastIndex = released.indexOf(last);
  const included = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions?.includes(name)) : all;
  return included.map((name): DocsVersion => {
    const isLast = name === last;
    const custom = options.versions?.[name] ?? {};
    const current = name === 'current';
    // Versions newer than the last one (and Next) are unreleased; older ones are unmaintained.
    const banner: VersionBanner = isLast ? 'none' : current || (lastIndex !== -1 && released.indexOf(name) < lastIndex) ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: custom.label ?? (current ? 'Next' : name),
      path: custom.path ?? (isLast ? '' : current ? 'next' : name),
      banner: custom.banner ?? banner,
      isLast,
      docsDir: current ? docsDir : join(siteDir, prefixed(pluginId, 'versioned_docs'), `version-${name}`),
      sidebarPath: current ? sidebarPath : join(siteDir, prefixed(pluginId, 'versioned_sidebars'), `version-${name}-sidebars.json`),
      translationFolder: current ? 'current' : `version-${name}`,
    };
  });
}
