// Every build error a user can meet, with the text they see: each names the offending key or
// file and says what to do. All problems of one kind are reported together.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../cli/errors.js';
import { PACKAGE_ROOT } from '../cli/paths.js';
import { fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { captureWarnings } from './helpers/warnings.js';

const fixture = fixtureCopies();

/** Replaces the navbar items of the fixture config. */
async function withNavbarItems(site: FixtureSite, items: string): Promise<void> {
  await site.edit('site.config.ts', (text) => text.replace(/items: \[\n        \{ type: 'doc'[\s\S]*?\n      \],/, `items: ${items},`));
}

describe('config errors', () => {
  it('a navbar item type with no renderer names the key and lists the valid types', async () => {
    const site = await fixture();
    await withNavbarItems(site, "[{ type: 'fancyWidget', label: 'x' }]");
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].type: navbar item type "fancyWidget" has no renderer. Use one of: "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", or a type of your own named custom-<name>, whose component your src/theme/NavbarItem/ComponentTypes gives. [NavbarItemTypeUnknown]',
    ]);
  });

  it('a code language Prism does not have names the key and where to find the names', async () => {
    const site = await fixture();
    await site.edit('site.config.ts', (text) => text.replace('themeConfig: {', "themeConfig: {\n    prism: { additionalLanguages: ['bash', 'tomll'] },"));
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.prism.additionalLanguages[1]: prismjs has no language "tomll". Use a name of https://prismjs.com/#supported-languages, such as "bash" or "java". [ConfigInvalid]',
    ]);
  });

  it('a docs version name that does not exist', async () => {
    const site = await fixture();
    await withNavbarItems(site, "[{ type: 'docsVersionDropdown', versions: ['current', '2.0'] }]");
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].versions: docs plugin "default" has no version "2.0". Use one of: "current". [DocsVersionMissing]',
    ]);
  });

  it('a sidebar with nothing to link to', async () => {
    const site = await fixture();
    await site.write('sidebars.ts', "export default { main: ['intro'], empty: [{ type: 'link', label: 'Out', href: 'https://example.com' }] };\n");
    await withNavbarItems(site, "[{ type: 'docSidebar', sidebarId: 'empty', label: 'Empty' }]");
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].sidebarId: sidebar "empty" has no doc to link to. Add at least one doc to it, or remove the navbar item that points at it. [SidebarEmpty]',
    ]);
  });

  it('a missing docs plugin (docsPluginId)', async () => {
    const site = await fixture();
    await withNavbarItems(site, "[{ type: 'doc', docId: 'intro', docsPluginId: 'blog', label: 'Blog' }]");
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].docsPluginId: no docs plugin has id "blog". Set docsPluginId to one of: "default", "docs-es". [DocsPluginMissing]',
    ]);
  });

  it('a missing sidebar id', async () => {
    const site = await fixture();
    await withNavbarItems(site, "[{ type: 'docSidebar', sidebarId: 'api', label: 'API' }]");
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].sidebarId: docs plugin "default" has no sidebar "api". Use one of: "main", "guides", or add it to the sidebars file. [SidebarMissing]',
    ]);
  });

  it('a missing doc id, in the navbar and in a sidebars file, with a suggestion', async () => {
    const site = await fixture();
    await withNavbarItems(site, "[{ type: 'doc', docId: 'first', label: 'First' }]");
    const navbar = await site.buildError();
    expect(navbar.problems.map(formatProblem)).toEqual([
      'config themeConfig.navbar.items[0].docId: docs plugin "default" has no doc with id "first". Did you mean "guides/first"? Doc ids are file paths without extension, relative to the docs folder, unless front matter sets id. [DocMissing]',
    ]);
    await site.write('sidebars.ts', "export default { main: ['intro', 'nope'] };\n");
    const sidebars = await site.buildError();
    expect(sidebars.problems.map((problem) => problem.where)).toContain('sidebars.ts');
    expect(sidebars.problems.map((problem) => problem.name)).toContain('DocMissing');
  });

  it('a page module with no default export', async () => {
    const site = await fixture();
    await site.write('pages/broken.tsx', 'export function NotDefault() { return null; }\n');
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'pages/broken.tsx: this page module has no default export. Export the page component with `export default function Page() {...}`. [PageNoDefaultExport]',
    ]);
  });

  it('reports every schema problem at once, by key path', async () => {
    const site = await fixture();
    await site.edit('site.config.ts', (text) =>
      text
        .replace("url: 'https://fixture.example.com',", "url: 'not a url', onBrokenLinks: 'explode', colour: 'red',")
        .replace("title: 'Fixture',\n  tagline", 'tagline'),
    );
    const error = await site.buildError();
    const where = error.problems.map((problem) => problem.where);
    expect(where).toEqual(expect.arrayContaining(['config title', 'config url', 'config onBrokenLinks', 'config (root)']));
    expect(error.problems.find((problem) => problem.where === 'config (root)')?.message).toContain('unknown key "colour"');
  });

  it('a config file that does not exist', async () => {
    const site = await fixture();
    const error = await site.buildError({ configFile: 'missing.config.ts' });
    expect(error.problems[0]?.name).toBe('ConfigNotFound');
    expect(error.problems[0]?.message).toContain('pass --config <file>');
  });
});

describe('content errors', () => {
  it('two files claiming one route name both files', async () => {
    const site = await fixture();
    await site.write('docs/copy.md', '---\nslug: /intro\n---\n\n# Copy\n');
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'docs/intro.md: route "/docs/intro" is produced by both docs/copy.md and docs/intro.md. Change the slug or id of one of them. [DuplicateRoute]',
    ]);
  });

  it('front matter of the wrong type names file, line, key and expected type', async () => {
    const site = await fixture();
    await site.write('docs/typed.md', '---\ntitle: Typed\nsidebar_position: first\n---\n\nBody.\n');
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'docs/typed.md:3: front matter key "sidebar_position": expected number. Fix the front matter between the --- lines at the top of the file. [FrontMatterInvalid]',
    ]);
  });

  it('broken links and anchors are reported with file and line, all at once', async () => {
    const site = await fixture();
    await site.write('docs/links.md', '# Links\n\nSee [nothing](./nothing.md).\n\nAnd [a bad anchor](./intro.md#nowhere).\n\nAnd [a route](/docs/missing).\n');
    const error = await site.buildError();
    const english = error.problems.filter((problem) => !problem.message.includes('/es/'));
    expect(english.map(formatProblem).slice(0, 3)).toEqual([
      'docs/links.md:3: link to "./nothing.md" points at no Markdown file. Fix the path, or set onBrokenMarkdownLinks to \'warn\' while you work. [BrokenMarkdownLink]',
      "docs/links.md:5: link to \"/docs/intro#nowhere\" points at a page without that heading or anchor. Fix the link or the heading's id, or set onBrokenAnchors to 'warn' while you work. [BrokenAnchor]",
      'docs/links.md:7: link to "/docs/missing" points at no page of this site. Fix the link, or set onBrokenLinks to \'warn\' while you work. [BrokenLink]',
    ]);
  });

  it('onBrokenAnchors and onBrokenMarkdownLinks decide for their kind of link, onBrokenLinks for the rest', async () => {
    const site = await fixture();
    await site.write('docs/links.md', '# Links\n\nSee [nothing](./nothing.md).\n\nAnd [a bad anchor](./intro.md#nowhere).\n');
    await site.edit('site.config.ts', (text) => text.replace("baseUrl: '/',", "baseUrl: '/', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'warn',"));
    const warnings = await captureWarnings(() => site.build());
    expect(warnings.filter((line) => line.includes('docs/links.md'))).toEqual([
      expect.stringContaining('docs/links.md:3: link to "./nothing.md" points at no Markdown file.'),
    ]);
    await site.write('docs/links.md', '# Links\n\nAnd [a route](/docs/missing).\n');
    expect((await site.buildError()).problems.map((problem) => problem.name)).toContain('BrokenLink');
  });

  it("onBrokenLinks: 'warn' builds anyway", async () => {
    const site = await fixture();
    await site.write('docs/links.md', '# Links\n\nSee [nothing](./nothing.md).\n');
    await site.edit('site.config.ts', (text) => text.replace("baseUrl: '/',", "baseUrl: '/', onBrokenLinks: 'warn',"));
    await site.build();
    expect(await site.read('docs/links.html')).toContain('<h1>Links</h1>');
  });
});

describe('modules docgen does not have', () => {
  /**
   * Builds the site, makes the change, and returns what the user reads of the failed build,
   * checked to show nothing of docgen's own install (message and where) and to leave the last
   * build's output as it was.
   */
  async function failure(site: FixtureSite, change: () => Promise<void>, options: { configFile?: string } = {}): Promise<string[]> {
    await site.build();
    const before = await site.read('index.html');
    await change();
    const lines = (await site.buildError(options)).problems.map(formatProblem);
    for (const line of lines) {
      expect(line).not.toContain(PACKAGE_ROOT);
      expect(line).not.toMatch(/runtime\/|node_modules|docgen-mdx:|\.docgen/);
    }
    expect(await site.read('index.html')).toBe(before);
    return lines;
  }

  it('a theme component docgen lacks and a package the site has not installed, in an MDX doc: the imports as written, their lines in the file, what to do', async () => {
    const site = await fixture();
    const lines = await failure(site, () =>
      site.write(
        'docs/toc.mdx',
        "---\ntitle: Contents\n---\n\nimport Playground from '@theme/Playground';\nimport confetti from 'canvas-confetti';\n\n## One\n\n<Playground />\n",
      ),
    );
    // Compiled once per locale, the page is reported once.
    expect(lines).toEqual([
      'docs/toc.mdx:5:24: "@theme/Playground": docgen\'s theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo. To use it anyway, write it in the site as src/theme/Playground/index.js (or index.tsx), where docgen picks it up as Docusaurus picks up a swizzled component. [ThemeComponentMissing]',
      'docs/toc.mdx:6:22: the package "canvas-confetti" is not installed in the site. Install it in the site\'s folder: npm install canvas-confetti. [PackageMissing]',
    ]);
  });

  it('a theme component name with a typo, in a React page, names the closest components', async () => {
    const site = await fixture();
    const lines = await failure(site, () =>
      site.write(
        'pages/tabs.tsx',
        "import Tabs from '@theme/Tabz';\nimport Layout from '@theme/DocItem/Layuot';\n\nexport default function Page() {\n  return <Layout><Tabs /></Layout>;\n}\n",
      ),
    );
    expect(lines).toEqual([
      'pages/tabs.tsx:1:18: "@theme/Tabz": docgen\'s theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo. Did you mean "@theme/Tabs"? To use it anyway, write it in the site as src/theme/Tabz/index.js (or index.tsx), where docgen picks it up as Docusaurus picks up a swizzled component. [ThemeComponentMissing]',
      'pages/tabs.tsx:2:20: "@theme/DocItem/Layuot": docgen\'s theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo. Did you mean "@theme/DocItem/Layout"? To use it anyway, write it in the site as src/theme/DocItem/Layuot/index.js (or index.tsx), where docgen picks it up as Docusaurus picks up a swizzled component. [ThemeComponentMissing]',
    ]);
  });

  it('a swizzle that wraps an original the theme does not have (an original it has resolves, swizzled or not)', async () => {
    const site = await fixture();
    await site.write(
      'pages/heading.tsx',
      'import Heading from \'@theme-original/Heading\';\n\nexport default function Page() {\n  return <Heading as="h2" id="inside">Inside</Heading>;\n}\n',
    );
    const lines = await failure(site, async () => {
      expect(await site.read('heading.html')).toContain(
        '<h2 class="anchor anchorTargetStickyNavbar_SAay" id="inside">Inside<a href="#inside" class="hash-link"',
      );
      await mkdir(join(site.dir, 'src/theme/Fancy'), { recursive: true });
      await site.write(
        'src/theme/Fancy/index.js',
        "import Original from '@theme-original/Fancy';\n\nexport default function Fancy() {\n  return <Original />;\n}\n",
      );
      await site.write('pages/fancy.tsx', "import Fancy from '@theme/Fancy';\n\nexport default function Page() {\n  return <Fancy />;\n}\n");
    });
    expect(lines).toEqual([
      'src/theme/Fancy/index.js:1:22: "@theme-original/Fancy": docgen\'s theme has no component "Fancy", so there is no original to wrap. Write the whole component in the site (src/theme/Fancy/index.js) instead of wrapping an original, or remove the import. [ThemeOriginalMissing]',
    ]);
  });

  it('a @docusaurus module docgen lacks lists the ones it provides', async () => {
    const site = await fixture();
    const lines = await failure(site, () =>
      site.write(
        'pages/url.tsx',
        "import useBaseUrl from '@docusaurus/useBaseURL';\n\nexport default function Page() {\n  return <p>{useBaseUrl('/')}</p>;\n}\n",
      ),
    );
    expect(lines).toEqual([
      'pages/url.tsx:1:24: "@docusaurus/useBaseURL" is not one of the @docusaurus modules docgen provides. Did you mean "@docusaurus/useBaseUrl"? docgen provides these @docusaurus/<name> modules: BrowserOnly, constants, ErrorBoundary, ExecutionEnvironment, Head, Interpolate, isInternalUrl, Link, Noop, plugin-content-blog/client, plugin-content-docs/client, renderRoutes, router, theme-common, theme-common/Details, theme-common/internal, Translate, useBaseUrl, useBrokenLinks, useDocusaurusContext, useGlobalData, useIsBrowser, useIsomorphicLayoutEffect, useRouteContext. Import one of them instead, or remove the import. [DocusaurusModuleMissing]',
    ]);
  });

  it("a name one of docgen's modules does not export names the module as the site imports it", async () => {
    const site = await fixture();
    const lines = await failure(site, () =>
      site.write(
        'pages/hooks.tsx',
        "import { useNothingAtAll } from '@docusaurus/theme-common';\nimport { useTabsNothing } from '@theme/Tabs';\n\nexport default function Page() {\n  return <p>{String(useNothingAtAll)}{String(useTabsNothing)}</p>;\n}\n",
      ),
    );
    expect(lines).toEqual([
      'pages/hooks.tsx:1:10: docgen\'s "@docusaurus/theme-common" has no export "useNothingAtAll" yet. Import only what it exports, or write that part in the site. [ExportMissing]',
      'pages/hooks.tsx:2:10: docgen\'s "@theme/Tabs" has no export "useTabsNothing" yet. Import only what it exports, or write that part in the site. [ExportMissing]',
    ]);
  });

  it('a package the site has not installed, in a page: its name alone in the advice', async () => {
    const site = await fixture();
    const lines = await failure(site, () =>
      site.write(
        'pages/merge.tsx',
        "import merge from 'lodash-es/merge';\n\nexport default function Page() {\n  return <p>{JSON.stringify(merge({}, {}))}</p>;\n}\n",
      ),
    );
    expect(lines).toEqual([
      'pages/merge.tsx:1:19: "lodash-es/merge" comes from the package "lodash-es", which is not installed in the site. Install it in the site\'s folder: npm install lodash-es. [PackageMissing]',
    ]);
  });

  it('a package the site has not installed, in a swizzled component', async () => {
    const site = await fixture();
    const lines = await failure(site, async () => {
      await mkdir(join(site.dir, 'src/theme/Footer'), { recursive: true });
      await site.write(
        'src/theme/Footer/index.js',
        "import Confetti from '@acme/confetti/react';\n\nexport default function Footer() {\n  return <footer><Confetti /></footer>;\n}\n",
      );
    });
    expect(lines).toEqual([
      'src/theme/Footer/index.js:1:22: "@acme/confetti/react" comes from the package "@acme/confetti", which is not installed in the site. Install it in the site\'s folder: npm install @acme/confetti. [PackageMissing]',
    ]);
  });

  it('a package a Docusaurus config requires and the site has not installed', async () => {
    const site = await fixture();
    const lines = await failure(
      site,
      () =>
        site.write(
          'docusaurus.config.js',
          "// @ts-check\nconst math = require('remark-math');\n\nmodule.exports = { title: 'Fixture', url: 'https://fixture.example.com', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [math] } }]] };\n",
        ),
      { configFile: 'docusaurus.config.js' },
    );
    expect(lines).toEqual([
      'docusaurus.config.js:2:22: the package "remark-math" is not installed in the site. Install it in the site\'s folder: npm install remark-math. [PackageMissing]',
    ]);
  });
});

describe('safe output', () => {
  it('a failed build leaves the previous output untouched and removes its temporary folder', async () => {
    const site = await fixture();
    await site.build();
    const before = await site.read('docs/intro.html');
    await site.write('docs/typed.md', '---\nsidebar_position: first\n---\n\nBody.\n');
    await site.edit('docs/intro.md', (text) => text.replace('Welcome to the fixture.', 'Changed text.'));
    await site.buildError();
    expect(await site.read('docs/intro.html')).toBe(before);
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(site.dir)).filter((name) => name.startsWith('.docgen-tmp-'))).toEqual([]);
  });

  it('refuses an output folder that contains the site or its content', async () => {
    const site = await fixture();
    const parent = await site.buildError({ outDir: '..' });
    expect(parent.problems[0]?.name).toBe('OutDirUnsafe');
    expect(formatProblem(parent.problems[0]!)).toContain('it contains the site folder');
    const docs = await site.buildError({ outDir: 'docs' });
    expect(formatProblem(docs.problems[0]!)).toContain('it contains docs');
    expect(existsSync(join(site.dir, 'docs/intro.md'))).toBe(true);
  });
});
