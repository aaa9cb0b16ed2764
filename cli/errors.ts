// The error catalog: every problem a user can meet, with a permanent name and a message that says
// what happened, where, and what to do. Nothing else in the CLI builds user-facing error text.

export interface Problem {
  /** Permanent name, e.g. `ConfigInvalid`. */
  readonly name: string;
  /** What happened and what to do. */
  readonly message: string;
  /** `file:line:column` or a config key path, when known. */
  readonly where?: string;
}

/** An error carrying one or more problems; the CLI prints them together. */
export class DocgenError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DocgenError';
    this.problems = problems;
  }
}

export function formatProblem(problem: Problem): string {
  return problem.where ? `${problem.where}: ${problem.message} [${problem.name}]` : `${problem.message} [${problem.name}]`;
}

const quote = (value: string) => JSON.stringify(value);

/** Where a broken link is, and whether its option makes it a warning (`warn`) or an error. */
interface BrokenLinkAt {
  readonly file: string;
  readonly line?: number;
  readonly target: string;
  readonly warning?: boolean;
}

/** How a broken-link error ends: the option that makes it a warning while the site is worked on.
 * A warning's option already is 'warn'. */
const relief = (option: string, warning = false) => (warning ? '.' : `, or set ${option} to 'warn' while you work.`);
const list = (values: readonly string[]) => (values.length ? values.map(quote).join(', ') : '(none)');

/** A module a site imports that nothing provides, and the names it is closest to. */
interface ModuleMissing {
  readonly where?: string;
  /** The import as the site wrote it. */
  readonly specifier: string;
  /** Names that exist and look like what was meant, without the prefix. */
  readonly near: readonly string[];
}

const didYouMean = (near: readonly string[], prefix: string) => (near.length ? ` Did you mean ${list(near.map((name) => prefix + name))}?` : '');

/** The package an import names: `@scope/pkg` or `pkg`, without its subpath. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Builders for each problem; the message wording is locked by tests. */
export const problems = {
  configNotFound: ({ file }: { file: string }): Problem => ({
    name: 'ConfigNotFound',
    where: file,
    message: 'config file not found. Create site.config.ts (or keep a docusaurus.config.js) in the site folder, or pass --config <file>.',
  }),
  configLoadFailed: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'ConfigLoadFailed',
    where: file,
    message: `the config file could not be loaded: ${reason}. Fix the file so that it default-exports its config.`,
  }),
  configInvalid: ({ key, reason }: { key: string; reason: string }): Problem => ({
    name: 'ConfigInvalid',
    where: `config ${key}`,
    message: reason,
  }),
  navbarItemType: ({ key, type, known }: { key: string; type: string; known: readonly string[] }): Problem => ({
    name: 'NavbarItemTypeUnknown',
    where: `config ${key}`,
    message: `navbar item type ${quote(type)} has no renderer. Use one of: ${list(known)}, or a type of your own named custom-<name>, whose component your src/theme/NavbarItem/ComponentTypes gives.`,
  }),
  docsPluginMissing: ({ key, pluginId, known }: { key: string; pluginId: string; known: readonly string[] }): Problem => ({
    name: 'DocsPluginMissing',
    where: `config ${key}`,
    message: `no docs plugin has id ${quote(pluginId)}. Set docsPluginId to one of: ${list(known)}.`,
  }),
  docsVersionMissing: ({ key, version, pluginId, known }: { key: string; version: string; pluginId: string; known: readonly string[] }): Problem => ({
    name: 'DocsVersionMissing',
    where: `config ${key}`,
    message: `docs plugin ${quote(pluginId)} has no version ${quote(version)}. Use one of: ${list(known)}.`,
  }),
  sidebarMissing: ({ key, sidebarId, pluginId, known }: { key: string; sidebarId: string; pluginId: string; known: readonly string[] }): Problem => ({
    name: 'SidebarMissing',
    where: `config ${key}`,
    message: `docs plugin ${quote(pluginId)} has no sidebar ${quote(sidebarId)}. Use one of: ${list(known)}, or add it to the sidebars file.`,
  }),
  sidebarEmpty: ({ where, sidebarId }: { where: string; sidebarId: string }): Problem => ({
    name: 'SidebarEmpty',
    where,
    message: `sidebar ${quote(sidebarId)} has no doc to link to. Add at least one doc to it, or remove the navbar item that points at it.`,
  }),
  docMissing: ({ where, docId, pluginId, known }: { where: string; docId: string; pluginId: string; known: readonly string[] }): Problem => {
    const near = known.filter((id) => id.endsWith(docId.split('/').pop() ?? docId)).slice(0, 3);
    return {
      name: 'DocMissing',
      where,
      message: `docs plugin ${quote(pluginId)} has no doc with id ${quote(docId)}.${near.length ? ` Did you mean ${list(near)}?` : ''} Doc ids are file paths without extension, relative to the docs folder, unless front matter sets id.`,
    };
  },
  pageNoDefaultExport: ({ file }: { file: string }): Problem => ({
    name: 'PageNoDefaultExport',
    where: file,
    message: 'this page module has no default export. Export the page component with `export default function Page() {...}`.',
  }),
  duplicateRoute: ({ path, first, second }: { path: string; first: string; second: string }): Problem => ({
    name: 'DuplicateRoute',
    where: second,
    message: `route ${quote(path)} is produced by both ${first} and ${second}. Change the slug or id of one of them.`,
  }),
  frontMatterInvalid: ({ file, line, reason }: { file: string; line?: number; reason: string }): Problem => ({
    name: 'FrontMatterInvalid',
    where: line ? `${file}:${line}` : file,
    message: `${reason}. Fix the front matter between the --- lines at the top of the file.`,
  }),
  blogAuthorsInvalid: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'BlogAuthorsInvalid',
    where: file,
    message: `${reason}. An authors file maps keys to { name, title, url, image_url, page } objects.`,
  }),
  blogTagsInvalid: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'BlogTagsInvalid',
    where: file,
    message: `${reason}. A tags file maps keys to { label, permalink, description } objects (each optional).`,
  }),
  docsTagsInvalid: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'DocsTagsInvalid',
    where: file,
    message: `${reason}. A tags file maps keys to { label, permalink, description } objects (each optional).`,
  }),
  docTagsInline: ({ file, line, labels, tagsFile }: { file: string; line?: number; labels: readonly string[]; tagsFile: string }): Problem => ({
    name: 'DocTagsInline',
    where: line ? `${file}:${line}` : file,
    message: `the tags ${labels.map((label) => `"${label}"`).join(', ')} are not in ${tagsFile}: add them there (or set the docs plugin's onInlineTags to 'ignore').`,
  }),
  blogAuthorUnknown: ({ file, line, key, authorsFile }: { file: string; line?: number; key: string; authorsFile: string }): Problem => ({
    name: 'BlogAuthorUnknown',
    where: line ? `${file}:${line}` : file,
    message: `author "${key}" is not in ${authorsFile}. Add it there, or write the author inline: authors: { name: "...", url: "..." }.`,
  }),
  blogPostChecked: ({ file, line, message }: { file: string; line?: number; message: string }): Problem => ({
    name: 'BlogPostChecked',
    where: line ? `${file}:${line}` : file,
    message,
  }),
  blogDateInvalid: ({ file, line, value }: { file: string; line?: number; value: string }): Problem => ({
    name: 'BlogDateInvalid',
    where: line ? `${file}:${line}` : file,
    message: `"${value}" is not a date. Write the post's date as YYYY-MM-DD (or a full ISO date and time).`,
  }),
  translationsInvalid: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'TranslationsInvalid',
    where: file,
    message: `this translation file is not valid JSON (${reason}). It maps keys to { "message": "..." } objects.`,
  }),
  sidebarsInvalid: ({ file, reason }: { file: string; reason: string }): Problem => ({
    name: 'SidebarsInvalid',
    where: file,
    message: `${reason}. A sidebars file default-exports an object of sidebar ids to arrays of items.`,
  }),
  mdxSyntax: ({ where, reason }: { where: string; reason: string }): Problem => ({
    name: 'MdxSyntax',
    where,
    message: `MDX could not parse this file: ${reason}. In MDX, HTML must be valid JSX and a literal { or < must be escaped as \\{ or &lt;.`,
  }),
  brokenLink: ({ file, line, target, warning }: BrokenLinkAt): Problem => ({
    name: 'BrokenLink',
    where: line ? `${file}:${line}` : file,
    message: `link to ${quote(target)} points at no page of this site. Fix the link${relief('onBrokenLinks', warning)}`,
  }),
  brokenAnchor: ({ file, line, target, warning }: BrokenLinkAt): Problem => ({
    name: 'BrokenAnchor',
    where: line ? `${file}:${line}` : file,
    message: `link to ${quote(target)} points at a page without that heading or anchor. Fix the link or the heading's id${relief('onBrokenAnchors', warning)}`,
  }),
  brokenMarkdownLink: ({ file, line, target, warning }: BrokenLinkAt): Problem => ({
    name: 'BrokenMarkdownLink',
    where: line ? `${file}:${line}` : file,
    message: `link to ${quote(target)} points at no Markdown file. Fix the path${relief('onBrokenMarkdownLinks', warning)}`,
  }),
  redirectTargetMissing: ({ from, to }: { from: string; to: string }): Problem => ({
    name: 'RedirectTargetMissing',
    where: 'redirects',
    message: `the redirect from ${quote(from)} leads to ${quote(to)}, which is no page of this site. Point it at a page's path (without the base URL), or at a full URL.`,
  }),
  redirectPathInvalid: ({ path }: { path: string }): Problem => ({
    name: 'RedirectPathInvalid',
    where: 'redirects',
    message: `${quote(path)} is not a path a redirect can start from. Write it as a site path starting with / (without the base URL), e.g. '/docs/old-page'.`,
  }),
  localeUnknown: ({ locale, known }: { locale: string; known: readonly string[] }): Problem => ({
    name: 'LocaleUnknown',
    where: '--locale',
    message: `locale ${quote(locale)} is not in i18n.locales. Use one of: ${list(known)}.`,
  }),
  renderFailed: ({ path, reason }: { path: string; reason: string }): Problem => ({
    name: 'RenderFailed',
    where: path,
    message: `the page failed to render: ${reason}${hintForRenderError(reason)}`,
  }),
  searchIndexFailed: ({ locale, reason }: { locale: string; reason: string }): Problem => ({
    name: 'SearchIndexFailed',
    where: `search index (${locale})`,
    message: `Pagefind could not build the search index: ${reason}. Check that the "pagefind" package installed its binary for this platform (npm ci installs it), or remove the search item from the navbar to build without search.`,
  }),
  bundleFailed: ({ where, reason }: { where?: string; reason: string }): Problem => ({
    name: 'BundleFailed',
    where,
    message: `${reason}. Fix the module so that it compiles.`,
  }),
  themeComponentMissing: ({ where, specifier, near }: ModuleMissing): Problem => {
    const name = specifier.slice('@theme/'.length);
    return {
      name: 'ThemeComponentMissing',
      where,
      message: `${quote(specifier)}: docgen's theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo.${didYouMean(near, '@theme/')} To use it anyway, write it in the site as src/theme/${name}/index.js (or index.tsx), where docgen picks it up as Docusaurus picks up a swizzled component.`,
    };
  },
  themeOriginalMissing: ({ where, specifier, near }: ModuleMissing): Problem => {
    const name = specifier.slice('@theme-original/'.length);
    return {
      name: 'ThemeOriginalMissing',
      where,
      message: `${quote(specifier)}: docgen's theme has no component ${quote(name)}, so there is no original to wrap.${didYouMean(near, '@theme-original/')} Write the whole component in the site (src/theme/${name}/index.js) instead of wrapping an original, or remove the import.`,
    };
  },
  docusaurusModuleMissing: ({ where, specifier, near, provided }: ModuleMissing & { provided: readonly string[] }): Problem => ({
    name: 'DocusaurusModuleMissing',
    where,
    message: `${quote(specifier)} is not one of the @docusaurus modules docgen provides.${didYouMean(near, '@docusaurus/')} docgen provides these @docusaurus/<name> modules: ${provided.join(', ')}. Import one of them instead, or remove the import.`,
  }),
  exportMissing: ({ where, name, module }: { where?: string; name: string; module: string }): Problem => ({
    name: 'ExportMissing',
    where,
    message: `docgen's ${quote(module)} has no export ${quote(name)} yet. Import only what it exports, or write that part in the site.`,
  }),
  swizzleFailed: ({ reason }: { reason: string }): Problem => ({ name: 'SwizzleFailed', message: reason }),
  deployFailed: ({ reason }: { reason: string }): Problem => ({ name: 'DeployFailed', message: reason }),
  reactUnsupported: ({ react, dom, supported }: { react: string | undefined; dom: string | undefined; supported: readonly number[] }): Problem => {
    const install = `npm install react@${supported[supported.length - 1]} react-dom@${supported[supported.length - 1]}`;
    const range = supported.map((major) => `React ${major}`).join(' or ');
    const message =
      react === undefined || dom === undefined
        ? `React is not installed: ${react === undefined ? 'react' : 'react-dom'} is missing. docgen renders with the site's React (${range}). Install it in the site's folder: ${install}.`
        : react !== dom
          ? `react ${react} and react-dom ${dom} are different versions; React needs both at the same one. Install them together in the site's folder: npm install react@${react} react-dom@${react}.`
          : `the site has React ${react}; docgen runs on ${range}. Install a supported one in the site's folder: ${install}.`;
    return { name: 'ReactUnsupported', message };
  },
  packageMissing: ({ where, specifier }: { where?: string; specifier: string }): Problem => {
    const name = packageOf(specifier);
    const what =
      name === specifier ? `the package ${quote(name)} is not installed` : `${quote(specifier)} comes from the package ${quote(name)}, which is not installed`;
    return { name: 'PackageMissing', where, message: `${what} in the site. Install it in the site's folder: npm install ${name}.` };
  },
  pluginNotFound: ({
    plugin,
    where,
    kind,
    tried,
    local,
  }: {
    plugin: string;
    where: string;
    kind: string;
    tried: readonly string[];
    local: boolean;
  }): Problem => ({
    name: 'PluginNotFound',
    where: `config ${where}`,
    message: local
      ? `the ${kind} ${quote(plugin)} was not found (looked for ${list(tried)}). Fix the path: it is read from the site folder.`
      : `the ${kind} ${quote(plugin)} is not installed (looked for ${list(tried)}). Install its package in the site's folder with npm install, or fix the name.`,
  }),
  pluginFailed: ({ plugin, where, hook, reason }: { plugin: string; where: string; hook: string; reason: string }): Problem => ({
    name: 'PluginFailed',
    where: `config ${where}`,
    message: `the plugin ${quote(plugin)} failed in ${hook}: ${reason}. Fix the plugin or its options, or remove it from the config.`,
  }),
  pluginRouteInvalid: ({ plugin, where, path, reason }: { plugin: string; where: string; path: string; reason: string }): Problem => ({
    name: 'PluginRouteInvalid',
    where: `config ${where}`,
    message: `the plugin ${quote(plugin)} added the route ${quote(path)}, which docgen cannot build: ${reason}.`,
  }),
  outDirUnsafe: ({ outDir, reason }: { outDir: string; reason: string }): Problem => ({
    name: 'OutDirUnsafe',
    where: outDir,
    message: `refusing to write here: ${reason}. Pick an output folder inside the site folder with --out-dir.`,
  }),
  outDirMissing: ({ dir }: { dir: string }): Problem => ({
    name: 'OutDirMissing',
    where: dir,
    message: 'there is no built site here. Run `docgen build` first, or pass --dir <folder>.',
  }),
  buildLocked: ({ outDir, lockFile, pid, started }: { outDir: string; lockFile: string; pid: number; started: string }): Problem => ({
    name: 'BuildLocked',
    where: outDir,
    message: `another docgen build (process ${pid}, started ${started}) is writing this folder. Wait for it to finish; if no build is running, delete ${lockFile}.`,
  }),
  outputNotWritable: ({ dir, code }: { dir: string; code: string }): Problem => ({
    name: 'OutputNotWritable',
    where: dir,
    message: `docgen cannot write here (${code}). Make the folder writable for this user, or build elsewhere with --out-dir <folder>. The previous output is untouched.`,
  }),
  diskFull: ({ dir, code }: { dir: string; code: string }): Problem => ({
    name: 'DiskFull',
    where: dir,
    message: `the disk is full (${code}). Free some space and build again. The previous output is untouched.`,
  }),
  internal: ({ reason }: { reason: string }): Problem => ({
    name: 'Internal',
    message: `docgen bug: ${reason}. Please report it with the command you ran.`,
  }),
};

function hintForRenderError(reason: string): string {
  if (/\b(window|document|localStorage|navigator) is not defined/.test(reason)) {
    return '. Browser globals do not exist while pages are pre-rendered: move that code into useEffect.';
  }
  return '';
}

/** `file:line:column` of an esbuild message (columns from 1, as editors count), when it has a place. */
export function esbuildWhere(location: { file: string; line: number; column: number } | null | undefined): string | undefined {
  return location ? `${location.file}:${location.line}:${location.column + 1}` : undefined;
}

/** `file:line:column` of the first place a module's source names `specifier` in quotes (an import
 * or require), or `file` when it names it nowhere: for modules whose compiled code is what a
 * bundler or Node saw (MDX pages, configs). */
export function importWhere({ file, source, specifier }: { file: string; source: string; specifier: string }): string {
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    const column = ['"', "'", '`'].map((mark) => text.indexOf(mark + specifier + mark)).find((at) => at >= 0);
    if (column !== undefined) return `${file}:${index + 1}:${column + 1}`;
  }
  return file;
}
