// A Docusaurus site extended as real sites extend it (tests/fixtures/docusaurus-plugins): the
// classic preset's parts listed one by one, a local plugin by path with content, data files,
// routes, global data, a head tag, a theme folder, a client module and postBuild, a function
// plugin reading every plugin's content in allContentLoaded, a local theme, the config's own
// client module. docgen's build against Docusaurus's own build of the same fixture: the same
// routes, titles, headings, links and text (tests/helpers/page-facts.ts), the same file from
// postBuild, the same head tag and sitemap; then what a writer meets: a warm build after the data
// changes, and the errors a broken plugin gets.
//
// To take the facts again from a Docusaurus build of the fixture:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-plugins.test.ts
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableMeta, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';
import { expectSameAsFresh } from './helpers/same-as-fresh.js';
import { captureWarnings } from './helpers/warnings.js';

const FIXTURE_BUILD = 'tests/fixtures/docusaurus-plugins as it is, built with webpack';

/** What Docusaurus's build holds besides the pages: the file postBuild wrote in each locale's folder. */
interface PluginFacts extends PageFacts {
  readonly postBuild?: string;
}

const expected = parityFacts<PluginFacts>({
  file: join(import.meta.dirname, 'fixtures', 'docusaurus-plugins.parity.json'),
  config: FIXTURE_BUILD,
  take: (buildDir) => ({
    ...buildFacts(buildDir),
    '/releases.txt': { postBuild: readFileSync(join(buildDir, 'releases.txt'), 'utf8') } as PluginFacts,
    '/es/releases.txt': { postBuild: readFileSync(join(buildDir, 'es', 'releases.txt'), 'utf8') } as PluginFacts,
  }),
});
const pages = Object.fromEntries(Object.entries(expected.pages).filter(([route]) => !route.endsWith('.txt')));

const content = ({ title, alternates, headings, links, text, navbar, meta }: PageFacts, theirs: PageFacts) => ({
  title,
  alternates,
  headings,
  links,
  text,
  navbar,
  meta: comparableMeta({ meta, expected: theirs.meta }),
});

let site: FixtureSite;
let built: Record<string, PageFacts>;
let warnings: string[];
beforeAll(async () => {
  site = await copyFixture('docusaurus-plugins');
  warnings = await captureWarnings(() => site.build());
  built = buildFacts(site.outDir);
});
afterAll(() => site.remove());

describe(`a site extended by plugins, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it('has the same routes: the plugins added theirs in each locale', () => {
    expect(Object.keys(built)).toEqual(Object.keys(pages));
    expect(Object.keys(built)).toEqual(expect.arrayContaining(['/releases', '/releases/2.0.0', '/stats', '/es/releases/1.4.0', '/es/stats']));
  });

  it.each(Object.keys(pages))('%s has the same title, headings, links, text, navbar and meta tags', (route) => {
    const theirs = pages[route] as PageFacts;
    expect(built[route] && content(built[route], theirs)).toEqual(content(theirs, theirs));
  });

  it("runs each plugin's postBuild in each locale's folder, with the locale's routes", async () => {
    expect(await site.read('releases.txt')).toBe(expected.pages['/releases.txt']?.postBuild);
    expect(await site.read('es/releases.txt')).toBe(expected.pages['/es/releases.txt']?.postBuild);
  });

  it('puts the tag injectHtmlTags gave with the content in every page, and the plugin routes in the sitemap', async () => {
    for (const page of ['index.html', 'releases/2.0.0.html', 'es/docs/intro.html']) {
      expect(await site.read(page), page).toContain('<meta name="fixture-latest-release" content="2.1.0">');
    }
    const sitemap = await site.read('sitemap.xml');
    expect(sitemap).toContain('<url><loc>https://plugins.example.com/releases/2.0.0</loc><changefreq>weekly</changefreq><priority>0.4</priority></url>');
    expect(await site.read('es/sitemap.xml')).toContain('<loc>https://plugins.example.com/es/stats</loc>');
  });

  it("resolves @theme through the site's swizzles, then the plugins' theme folders, then docgen's theme", async () => {
    // The site wraps the plugin theme's ReleasePage through @theme-original; the local theme
    // replaces docgen's DocItem/Footer.
    const release = await site.read('releases/2.0.0.html');
    expect(release).toContain('<div id="__docusaurus"><div class="fixture-site-wrapper"><div role="region" aria-label="Skip to main content">');
    expect(release).toContain('<main class="container margin-vert--lg"><h1>Release <!-- -->2.0.0</h1>');
    expect(await site.read('docs/intro.html')).toContain('<p class="fixture-doc-footer">Thanks for reading.</p>');
  });

  it("applies configureWebpack's alias, constant and text rule, and runs configurePostCss's plugins on the CSS", async () => {
    expect(await site.read('stats.html')).toContain(
      '<p class="fixture-channel">Channel: <!-- -->stable<!-- -->.</p><p class="fixture-notice">Releases ship on the first Thursday of the month.</p><p class="fixture-motto">Ship small, ship often.</p>',
    );
    const sheets = (await readdir(join(site.outDir, 'assets/js'))).filter((file) => file.endsWith('.css'));
    const css = (await Promise.all(sheets.map((file) => site.read(`assets/js/${file}`)))).join('');
    expect(css).toContain('.fixture-stats{border-left:4px solid #1d6f42}');
  });

  it('warns about nothing: every plugin and hook of the fixture runs', () => {
    expect(warnings).toEqual([]);
  });
});

describe('a plugin site a writer works on', () => {
  const copy = fixtureCopies();

  it('builds again after the data a plugin loads changes: the new route, the new global data, and the same bytes as a build from scratch', async () => {
    const own = await copy('docusaurus-plugins');
    expect((await own.build()).cache).toBe('cold');
    await own.edit('data/releases.json', (text) => text.replace('[\n', '[\n  { "version": "2.2.0", "date": "2026-11-20", "notes": "Offline proofs." },\n'));
    const result = await expectSameAsFresh(own);
    expect(result.cache).toBe('warm');
    expect(await own.read('releases/2.2.0.html')).toContain('<h1>Release <!-- -->2.2.0</h1>');
    expect(await own.read('index.html')).toContain('<p class="fixture-release-count">4<!-- --> releases so far.</p>');
    expect(await own.read('docs/intro.html')).toContain('<strong class="fixture-latest">2.2.0</strong>');
    expect(await own.read('releases.txt')).toBe('4 releases\n/releases\n/releases/1.4.0\n/releases/2.0.0\n/releases/2.1.0\n/releases/2.2.0\n');
    // Nothing changed since: published as it is.
    expect((await own.build()).cache).toBe('unchanged');
  });

  it('checks links to the routes plugins add: a doc linking to a release that is gone fails the build', async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('data/releases.json', (text) => text.replace(/\n {2}\{ "version": "2\.0\.0"[^\n]*/, ''));
    const error = await own.buildError();
    expect(error.message).toContain('docs/upgrading.md');
    expect(error.message).toContain('/releases/2.0.0');
  });

  it("checks the navbar's and footer's links against every page, a plugin's among them, and names where the config writes a broken one", async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('docusaurus.config.js', (text) =>
      text.replace("{ to: '/releases', label: 'Releases', position: 'left' },", "$&\n        { to: '/changes', label: 'Changes', position: 'left' },"),
    );
    const error = await own.buildError();
    expect(error.problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      'docusaurus.config.js themeConfig.navbar.items[2].to: link to "/changes" points at no page of this site. Fix the link, or set onBrokenLinks to \'warn\' while you work.',
    ]);
    // Pointed at a page a plugin adds, it builds.
    await own.edit('docusaurus.config.js', (text) => text.replace("to: '/changes'", "to: '/archive/2026'"));
    expect((await own.build()).pages).toBeGreaterThan(0);
  });

  it("translates a plugin's content with the locale's translation file, and names the file when it is not JSON", async () => {
    const own = await copy('docusaurus-plugins');
    await own.build();
    expect(await own.read('es/releases/2.0.0.html')).toContain('Un formato de prueba nuevo, que todos los clientes leen.');
    expect(await own.read('releases/2.0.0.html')).toContain('A new proof format, read by every client.');
    await own.write('i18n/es/fixture-releases/notes.json', '{ "notes.2.0.0": ');
    const error = await own.buildError();
    expect(error.problems.map((problem) => [problem.name, problem.where])).toEqual([['TranslationsInvalid', 'i18n/es/fixture-releases/notes.json']]);
  });

  it('names a plugin that is not installed, with the names it tried and what to do', async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('docusaurus.config.js', (text) =>
      text.replace("'@docusaurus/plugin-content-pages',", "'@docusaurus/plugin-content-pages',\n    'awesome-thing',"),
    );
    const error = await own.buildError();
    expect(error.message).toBe(
      'config plugins[2]: the plugin "awesome-thing" is not installed (looked for "awesome-thing", "@docusaurus/plugin-awesome-thing", "docusaurus-plugin-awesome-thing"). Install its package in the site\'s folder with npm install, or fix the name. [PluginNotFound]',
    );
  });

  it('names the plugin and the hook that failed, and keeps the last output', async () => {
    const own = await copy('docusaurus-plugins');
    await own.build();
    const before = await own.read('releases/2.0.0.html');
    await own.write('data/releases.json', '[ not json');
    const error = await own.buildError();
    expect(error.message).toMatch(
      /^config plugins\[3\]: the plugin "fixture-releases" failed in loadContent: .*JSON.*\. Fix the plugin or its options, or remove it from the config\. \[PluginFailed\]$/,
    );
    expect(await own.read('releases/2.0.0.html')).toBe(before);
  });

  it("runs the plugin's own validateOptions, whose error names the option", async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('docusaurus.config.js', (text) => text.replace("{ dataFile: 'data/releases.json' }", '{}'));
    const error = await own.buildError();
    expect(error.message).toBe(
      'config plugins[3]: the plugin "./plugins/releases" failed in validateOptions: fixture-releases: give `dataFile`, the path of the releases JSON file. Fix the plugin or its options, or remove it from the config. [PluginFailed]',
    );
  });

  it("refuses a route outside the locale's base URL, naming the plugin and what to do", async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('docusaurus.config.js', (text) => text.replace('path: `${context.baseUrl}stats`', "path: '/elsewhere/stats'"));
    const error = await own.buildError();
    expect(error.message).toContain('config plugins[4]: the plugin "fixture-stats" added the route "/elsewhere/stats"');
    expect(error.message).toContain('Build the path from context.baseUrl');
  });

  it('names the hooks docgen does not run, and the parts of configureWebpack esbuild cannot do, in one warning', async () => {
    const own = await copy('docusaurus-plugins');
    await own.edit('docusaurus.config.js', (text) =>
      text.replace(
        "name: 'fixture-stats',",
        "name: 'fixture-stats',\n        configureWebpack: () => ({ devServer: { port: 3001 }, module: { rules: [{ test: /\\.css$/, use: 'style-loader' }] } }),\n        postStart: () => {},",
      ),
    );
    const warned = await captureWarnings(() => own.build());
    expect(warned).toEqual([
      'docusaurus.config.js: docgen does not implement these and builds without them: plugin fixture-stats (postStart), plugin fixture-stats configureWebpack (module.rules[0] (style-loader), devServer)',
    ]);
  });
});
