// A Docusaurus 3 site with its own docusaurus.config.js and no docgen file: the config runs where it
// lives (createRequire, a required .cjs helper reading through __dirname), its remark plugins run
// in every docs plugin and in worker threads, its links and headings read as Docusaurus reads them.
import { textIn } from './helpers/page-facts.js';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../cli/errors.js';
import { loadConfig } from '../cli/config/load-config.js';
import { parseHeadersFile } from '../cli/pipeline/site/csp.js';
import { copyFixture, fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { captureWarnings } from './helpers/warnings.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await site.build();
});
afterAll(() => site.remove());

/** Every stylesheet of the client bundle, joined. */
async function stylesheets(outDir: string): Promise<string> {
  const cssDir = join(outDir, 'assets', 'js');
  const css = (await readdir(cssDir)).filter((file) => file.endsWith('.css'));
  return (await Promise.all(css.map((file) => readFile(join(cssDir, file), 'utf8')))).join('\n');
}

const htmlFiles = async (dir: string) => (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();

describe('a site with only a docusaurus.config.js', () => {
  it('builds the docs of the classic preset and of the extra docs plugin, in both locales', async () => {
    expect(await htmlFiles(site.outDir)).toEqual([
      '404.html',
      'community/support.html',
      'docs/guides/setup.html',
      'docs/intro.html',
      'es/404.html',
      'es/community/support.html',
      'es/docs/guides/setup.html',
      'es/docs/intro.html',
      'es/head-demo.html',
      'es/index.html',
      'head-demo.html',
      'index.html',
    ]);
  });

  it('renders src/pages/index.js with the @docusaurus modules, @site, and no page for a _partial', async () => {
    const home = await site.read('index.html');
    expect(home).toContain('<h1>Fixture Docs</h1>');
    expect(home).toContain('<p class="fixture-tagline">Built as Docusaurus builds it</p>');
    expect(home).toContain('Locale: <!-- -->en<!-- --> of <!-- -->en, es');
    expect(home).toContain('API: <!-- -->https://api.fixture.example.com');
    expect(home).toContain('<a class="button button--secondary" href="/docs/intro">Start in 5 minutes</a>');
    expect(home).toMatch(
      /<ul class="fixture-features row Features_\w+_features"><li class="col col--6 Features_\w+_feature Features_\w+_sassFeature"><svg [^>]+>.*?<\/svg><span class="Features_\w+_featureTitle Features_\w+_sassTitle">Fast<\/span>/,
    );
    expect(home).toContain('<img src="/img/favicon.svg"');
    expect(home).toContain('<title>Welcome | Fixture Docs</title>');
    expect(await site.read('es/index.html')).toContain('Locale: <!-- -->es<!-- --> of <!-- -->en, es');
  });

  it('runs the config in its own folder: its required helper read a file next to it', async () => {
    const config = await loadConfig({ siteDir: site.dir });
    expect(config.customFields).toEqual({ apiOrigin: 'https://api.fixture.example.com', helperDir: join(site.dir, 'config') });
    expect(config.title).toBe('Fixture Docs');
    expect(config.locales.map((locale) => [locale.code, locale.label, locale.htmlLang])).toEqual([
      ['en', 'English', 'en-US'],
      ['es', 'Español', 'es-ES'],
    ]);
    expect(config.sitemap).toMatchObject({ changefreq: 'daily', priority: 0.7 });
    expect(config.themeConfig.docs.sidebar.hideable).toBe(true);
  });

  it('names every key and plugin it does not implement, and drops navbar items of unknown types', async () => {
    const config = await loadConfig({ siteDir: site.dir });
    expect(config.ignored).toEqual(['i18n.localeConfigs.en.calendar', 'themeConfig.navbar.items[1] (type custom-sparkle)']);
    expect(config.themeConfig.navbar.items.map((item) => item.label)).toEqual(['Docs', 'GitHub']);
  });

  it('reads a variant passed with --config (docusaurus.config+docs.js) as a Docusaurus config', async () => {
    const copied = await copyFixture('docusaurus-config');
    try {
      await copied.write('docusaurus.config+docs.js', "import config from './docusaurus.config.js';\nexport default { ...config, title: 'Docs only' };\n");
      const config = await loadConfig({ siteDir: copied.dir, configFile: 'docusaurus.config+docs.js' });
      expect(config.title).toBe('Docs only');
      expect(config.docs.map((plugin) => plugin.id)).toEqual(['default', 'community']);
    } finally {
      await copied.remove();
    }
  });

  it("takes the site's prism settings as they are, prism-react-renderer from docgen when the site has none, and colours code with them", async () => {
    const config = await loadConfig({ siteDir: site.dir });
    const { themes } = createRequire(import.meta.url)('prism-react-renderer') as typeof import('prism-react-renderer');
    expect(config.themeConfig.prism).toMatchObject({ theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['rust'] });
    const intro = await site.read('docs/intro.html');
    expect(intro).toMatch(
      /<div class="language-bash codeBlockContainer_ZGJx theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa"[^>]*><div class="codeBlockTitle_L5qy">Terminal<\/div>/,
    );
    expect(intro).toContain('<pre tabindex="0" class="prism-code language-bash codeBlock_TAPP thin-scrollbar" style="color:#393A34;background-color:#f6f8fa">');
    // Dark mode's colours are the stylesheet's: dracula's plain colours on the block.
    const css = (await readdir(join(site.outDir, 'assets/js'))).filter((file) => file.endsWith('.css'));
    const sheets = await Promise.all(css.map((file) => site.read(`assets/js/${file}`)));
    expect(sheets.join('')).toContain('[data-theme=dark] .prism-code{color:#f8f8f2!important;background-color:#282a36!important}');
  });

  it("gives a config without prism settings Docusaurus's palenight in both modes", async () => {
    const copied = await copyFixture('docusaurus-config');
    try {
      await copied.edit('docusaurus.config.js', (text) => text.replace(/\n    prism: \{[^\n]*\},/, ''));
      const config = await loadConfig({ siteDir: copied.dir });
      const { themes } = createRequire(import.meta.url)('prism-react-renderer') as typeof import('prism-react-renderer');
      expect(config.themeConfig.prism).toMatchObject({ theme: themes.palenight, darkTheme: themes.palenight, additionalLanguages: [] });
    } finally {
      await copied.remove();
    }
  });

  it('builds with a config that imports prism-react-renderer as an ES module when the site has not installed it', async () => {
    const copied = await copyFixture('docusaurus-config');
    try {
      await copied.edit('docusaurus.config.js', (text) =>
        text.replace("const { themes: prismThemes } = require('prism-react-renderer');", "import { themes as prismThemes } from 'prism-react-renderer';"),
      );
      expect(await readFile(join(copied.dir, 'docusaurus.config.js'), 'utf8')).toContain("from 'prism-react-renderer'");
      // The compiled CLI, as a site runs it: the test runner would resolve the import itself.
      const cli = fileURLToPath(new URL('../bin/docgen.js', import.meta.url));
      const run = spawnSync(process.execPath, [cli, 'build'], { cwd: copied.dir, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
      expect(run.status, run.stderr).toBe(0);
      expect(await copied.read('docs/intro.html')).toContain('style="--prism-color:#393A34;--prism-background-color:#f6f8fa"');
    } finally {
      await copied.remove();
    }
  });

  it("runs the site's remark plugin, with its options, in each docs plugin", async () => {
    const intro = await site.read('docs/intro.html');
    expect(intro).toContain('Requests go to <code>https://api.fixture.example.com</code>');
    expect(intro).toContain('href="https://api.fixture.example.com/status"');
    expect(intro).not.toContain('{{API_ORIGIN}}');
    expect(await site.read('community/support.html')).toContain('Write to the team through <code>https://api.fixture.example.com/v2</code>.');
  });

  it('runs the remark plugin in worker threads too, with the same output', async () => {
    await site.build({ outDir: 'threads', workers: 2, cache: false });
    for (const file of ['docs/intro.html', 'community/support.html', 'es/docs/guides/setup.html']) {
      expect(await readFile(join(site.dir, 'threads', file), 'utf8')).toBe(await site.read(file));
    }
  });

  it('reads {#id} after a heading and HTML comments as Docusaurus 3 does in MDX', async () => {
    const intro = await site.read('docs/intro.html');
    expect(intro).toMatch(/<h2[^>]* id="networks"[^>]*>[\s\S]*?Supported networks/);
    expect(intro).not.toContain('{#networks}');
    expect(intro).not.toContain('A comment for writers');
  });

  it('slugs a heading with an encoded trailing space as Docusaurus does, the space kept', async () => {
    const intro = await site.read('docs/intro.html');
    expect(intro).toMatch(/<h2[^>]* id="rate-limits-"[^>]*>[\s\S]*?Rate limits/);
    expect(intro).toContain('href="#rate-limits-"');
  });

  it("renders an imported .mdx partial in the page, in the locale of the page, with the docs plugin's remark plugin", async () => {
    const partial =
      /<div class="theme-admonition theme-admonition-note[^"]*"[^>]*>[\s\S]*?<\/span>(\w+)<\/div><div class="admonitionContent_bl22"><p>Keys expire after a day: ask <code>([^<]+)<\/code>/;
    expect(partial.exec(await site.read('docs/guides/setup.html'))?.slice(1)).toEqual(['note', 'https://api.fixture.example.com']);
    expect(partial.exec(await site.read('es/docs/guides/setup.html'))?.slice(1)).toEqual(['nota', 'https://api.fixture.example.com']);
    // A partial is not a page of its own.
    expect((await htmlFiles(site.outDir)).filter((file) => file.includes('keys-note'))).toEqual([]);
  });

  it("runs the site's markdown.preprocessor on each file before MDX reads it", async () => {
    const setup = await site.read('docs/guides/setup.html');
    expect(setup).toContain('<p>Welcome to Fixture Docs.</p>');
    expect(setup).not.toContain('SITE_NAME');
  });

  it('writes URL-relative links out against the page URL, as Docusaurus does, in each locale', async () => {
    const intro = await site.read('docs/intro.html');
    expect(intro).toContain('href="/docs/guides/setup"');
    expect(intro).toContain('href="/docs/guides/setup#first-step"');
    // Markdown file links from the docs folder, from the site and through @site, as Docusaurus finds them.
    expect(intro).toContain('<a class="" href="/docs/guides/setup">from the docs folder</a>');
    expect(intro).toContain('<a class="" href="/docs/guides/setup#first-step">from the site</a>');
    expect(intro).toContain('<a class="" href="/docs/guides/setup">through @site</a>');
    expect(await site.read('es/docs/intro.html')).toContain('href="/es/docs/guides/setup"');
    // One compile for both locales of an untranslated page, each with its own href.
    expect(await site.read('docs/guides/setup.html')).toContain('<a class="" href="/docs/intro">the introduction</a>');
    expect(await site.read('es/docs/guides/setup.html')).toContain('<a class="" href="/es/docs/intro">the introduction</a>');
  });

  it("gives pages Docusaurus's theme class names, which a site's custom.css selects", async () => {
    const intro = await site.read('docs/intro.html');
    expect(intro).toMatch(/<html [^>]*class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro"/);
    expect(await site.read('community/support.html')).toMatch(
      /<html [^>]*class="[^"]*plugin-id-community docs-version-current docs-doc-page docs-doc-id-support"/,
    );
    // The pages plugin's pages, React and Markdown alike.
    expect(await site.read('index.html')).toMatch(/<html [^>]*class="plugin-pages plugin-id-default"/);
    for (const name of [
      'theme-layout-navbar',
      'theme-layout-navbar-left',
      'theme-layout-navbar-right',
      'theme-layout-main',
      'theme-layout-footer',
      'theme-doc-sidebar-container',
      'theme-doc-sidebar-menu',
      'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1',
      'theme-doc-markdown',
      'theme-doc-toc-desktop',
      'theme-doc-footer',
      'theme-doc-footer-edit-meta-row',
      'theme-code-block',
      'theme-admonition theme-admonition-tip admonition_IZjC alert alert--success',
    ]) {
      expect(intro, name).toMatch(new RegExp(`class="[^"]*\\b${name}\\b`));
    }
  });

  it("loads the site's customCss after the theme's stylesheet", async () => {
    const text = await stylesheets(site.outDir);
    const custom = text.indexOf('.fixture-marker');
    expect(custom).toBeGreaterThan(0);
    expect(text.indexOf('.navbar')).toBeLessThan(custom);
  });

  it('scopes CSS modules with the same class names in the pre-rendered HTML and in the stylesheet', async () => {
    const home = await site.read('index.html');
    const used = [...home.matchAll(/class="[^"]*?(Features_\w+)/g)].map((match) => match[1]);
    expect(new Set(used).size).toBe(3);
    // The stylesheets the home page links, not merely some file of the bundle.
    const linked = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1] as string);
    const css = (await Promise.all(linked.map((file) => site.read(file)))).join('\n');
    for (const name of used) expect(css).toContain(`.${name}`);
    // Selectors and media queries keep their shape with the scoped names.
    expect(css).toMatch(/\.Features_\w+_feature:hover \.Features_\w+_featureTitle/);
    // Its url() is the site's bundle's: the SVG copied as a file, relative to the module's folder.
    const svg = /url\("?\/assets\/js\/\.\.\/media\/(feature-\w+\.svg)"?\)/.exec(css)?.[1];
    expect(svg).toBeDefined();
    expect(await site.read(`assets/media/${svg}`)).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(css).toMatch(/@media screen and \(max-width: ?996px\)\{?\s*\.Features_\w+_features/);
  });

  it("compiles the site's Sass (docusaurus-plugin-sass): customCss in Sass with a partial, and a Sass CSS module scoped as CSS modules are", async () => {
    const home = await site.read('index.html');
    const linked = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1] as string);
    const css = (await Promise.all(linked.map((file) => site.read(file)))).join('\n');
    expect(css).toMatch(/--fixture-sass-accent: ?#7a1fa2/);
    const title = /class="Features_\w+_featureTitle (Features_\w+_sassTitle)"/.exec(home)?.[1];
    expect(title).toBeDefined();
    // Nested in Sass, one selector in CSS; the partial's value in it.
    expect(css).toMatch(new RegExp(`\\.Features_\\w+_sassFeature \\.${title}\\s*\\{\\s*letter-spacing: ?12px`));
  });

  it('allows the stylesheets its CSS imports from other sites, and their fonts, in the policy', async () => {
    const policy = parseHeadersFile(await site.read('_headers'))['Content-Security-Policy'] ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('style-src')).toContain('https://fonts.example.org');
    expect(directive('font-src')).toContain('https:');
  });

  it('renders an SVG required from JavaScript as a React component, with its attributes and the props given', async () => {
    const home = await site.read('index.html');
    const svg = /<svg [^>]*class="fixture-svg"[^>]*>(.*?)<\/svg>/.exec(home);
    expect(svg?.[0]).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg?.[0]).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(svg?.[0]).toContain('viewBox="0 0 10 10"');
    expect(svg?.[0]).toContain('stroke-width="2"');
    expect(svg?.[0]).toContain('style="fill:none;stroke-linecap:round"');
    expect(svg?.[0]).toContain('role="img"');
    expect(svg?.[1]).toBe('<title>Fast</title><path d="M1 1h8v8H1z" stroke="currentColor"/>');
  });

  it("resolves @theme/<Name> to the site's src/theme when the theme has no such component", async () => {
    expect(await site.read('index.html')).toContain('<span class="fixture-badge">New</span>');
  });

  it("uses the site's swizzled src/theme/Footer wherever the theme renders its footer, wrapping the original", async () => {
    for (const page of ['index.html', 'docs/intro.html', 'es/community/support.html', '404.html']) {
      const html = await site.read(page);
      expect(html, page).toMatch(
        /<aside class="fixture-swizzled" aria-label="Fixture note">Wrapped footer<\/aside><footer class="theme-layout-footer footer[^"]*">[\s\S]*?Copyright Fixture Docs/,
      );
    }
  });

  it('links each doc to its source: editUrl as a base URL (translations with editLocalizedFiles) or a function, and custom_edit_url', async () => {
    expect(await site.read('docs/intro.html')).toContain(
      '<a href="https://example.com/edit/docs/intro.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page"',
    );
    // With editLocalizedFiles, a translated doc edits its translation; an untranslated one, the original.
    expect(await site.read('es/docs/intro.html')).toContain('href="https://example.com/edit/i18n/es/docusaurus-plugin-content-docs/current/intro.md"');
    expect(await site.read('es/docs/guides/setup.html')).toContain('href="https://example.com/edit/docs/guides/setup.md"');
    expect(await site.read('es/community/support.html')).toContain('href="https://example.com/es/community/support.md"');
    expect(await site.read('es/docs/intro.html')).toContain('>Editar esta página</a>');
    // Outside a git repository there is no history to show.
    expect(await site.read('docs/intro.html')).not.toContain('last-updated');
  });
});

describe('the head of every page', () => {
  it("writes a page's <Head> children into its head: title as given, its meta and canonical instead of the page's own", async () => {
    const html = await site.read('head-demo.html');
    const head = html.split('</head>')[0] ?? '';
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Custom head title</title>']);
    expect(head.match(/<meta name="description" content="[^"]*"/g)).toEqual(['<meta name="description" content="Described by Head"']);
    // Open Graph keeps the layout's title and description, as on Docusaurus.
    expect(head).toContain('<meta property="og:title" content="Head demo | Fixture Docs">');
    expect(head).toContain('<meta property="og:description" content="The layout&#39;s description">');
    expect(head.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary" data-docgen-head>']);
    expect(head.match(/<link rel="canonical"[^>]*>/g)).toEqual([
      '<link rel="canonical" href="https://fixture.example.com/head-demo-canonical" data-docgen-head>',
    ]);
    expect(head).toContain('<meta property="og:image" content="https://fixture.example.com/social.png" data-docgen-head>');
    expect(html).toMatch(/<html lang="en-US" dir="ltr" class="plugin-pages plugin-id-default fixture-html-class" data-fixture="html" data-theme="\w+">/);
    expect(html).toContain('<body class="fixture-body-class" data-page="head-demo">');
    // The page already says it is UTF-8, first; the JSON-LD cannot close its script early.
    expect(head.match(/charset/gi)).toHaveLength(1);
    expect(head).toContain(
      '<script type="application/ld+json" data-docgen-head>{"@context":"https://schema.org","@type":"WebPage","name":"Head demo <\\/script> escaped"}</script>',
    );
  });

  it("reads <head> written in an MDX doc as the page's head tags, not as content", async () => {
    const html = await site.read('docs/guides/setup.html');
    const [head, body] = html.split('</head>');
    expect(head?.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Setup, as its head says</title>']);
    expect(head?.match(/<meta property="og:type"[^>]*>/g)).toEqual(['<meta property="og:type" content="article" data-docgen-head>']);
    // Not shown: only the page's data says it, as its description (Docusaurus makes that of the
    // source's first line, here the head's title).
    const shown = (body ?? '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain('Setup, as its head says');
    expect(head).toContain('<meta name="description" content="Setup, as its head says">');
    expect(body).toContain('<h1');
  });

  it("carries the site's metadata, stylesheets, scripts and headTags, and the policy allows them", async () => {
    for (const page of ['index.html', 'es/docs/intro.html', '404.html']) {
      const head = (await site.read(page)).split('</head>')[0] ?? '';
      expect(head, page).toContain(
        [
          '<link rel="stylesheet" href="https://fonts.example.net/css/inter.css">',
          '<script src="https://analytics.example.com/script.js" defer data-site="fixture"></script>',
          '<link rel="preconnect" href="https://fonts.example.net">',
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Fixture Docs"}</script>',
          '<script>window.fixtureHeadScript = true;</script>',
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","url":"https://fixture.example.com"}</script>',
        ].join('\n'),
      );
      const html = await site.read(page);
      // As Docusaurus writes it: the icons' shapes, the site's preBodyTags, then the app.
      expect(html, page).toMatch(
        /<body>\n<svg style="display: none;">.*<\/svg>\n<noscript><p class="fixture-noscript">Scripts are off.<\/p><\/noscript>\n<div id="__docusaurus">/,
      );
      expect(html, page).toMatch(/<script type="module" src="[^"]+"><\/script>\n<script>window.fixtureBodyScript = true;<\/script>\n<\/body>/);
      expect(head, page).toContain('<meta name="keywords" content="fixture, docs">');
      // One description: the page's own where it has one, else the site's metadata.
      expect(head.match(/<meta name="description"/g), page).toHaveLength(1);
      expect(head.includes('content="The site-wide description"'), page).toBe(page === '404.html');
    }
    const policy = /Content-Security-Policy: (.*)/.exec(await site.read('_headers'))?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update('window.fixtureHeadScript = true;').digest('base64')}'`;
    expect(policy).toMatch(new RegExp(`script-src 'self' 'wasm-unsafe-eval' [^;]*https://analytics\\.example\\.com`));
    expect(policy).toContain(hash);
    expect(policy).toContain(`'sha256-${createHash('sha256').update('window.fixtureBodyScript = true;').digest('base64')}'`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.example.net");
  });
});

describe('a partial edited between two builds', () => {
  const copy = fixtureCopies();

  it('shows the new text in a warm build, in both locales', async () => {
    const site = await copy('docusaurus-config');
    await site.build();
    await site.edit('docs/guides/_keys-note.mdx', (text) => text.replace('expire after a day', 'expire after an hour'));
    await site.build();
    for (const page of ['docs/guides/setup.html', 'es/docs/guides/setup.html']) {
      const html = await site.read(page);
      expect(html, page).toContain('Keys expire after an hour');
      expect(html, page).not.toContain('after a day');
    }
  });
});

describe('a Docusaurus site in a git repository', () => {
  const copy = fixtureCopies();

  it("shows each doc's last commit date and author, one git call for the whole folder", async () => {
    const site = await copy('docusaurus-config');
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: site.dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ada Writer',
          GIT_AUTHOR_EMAIL: 'ada@example.com',
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_NAME: 'Ada Writer',
          GIT_COMMITTER_EMAIL: 'ada@example.com',
          GIT_COMMITTER_DATE: date,
        },
      });
    git(['init', '-q'], '2026-01-01T00:00:00Z');
    git(['add', '.'], '2026-01-01T00:00:00Z');
    git(['commit', '-qm', 'first'], '2026-03-04T10:00:00Z');
    await site.edit('docs/intro.md', (text) => `${text}\nMore.\n`);
    git(['commit', '-qam', 'second'], '2026-05-06T23:30:00Z');
    await site.build();
    const intro = await site.read('docs/intro.html');
    expect(textIn(intro, 'theme-last-updated')).toBe('Last updated on May 6, 2026 by Ada Writer');
    expect(intro).toContain('<time dateTime="2026-05-06T00:00:00.000Z" itemProp="dateModified">');
    expect(await site.read('docs/guides/setup.html')).toContain('<time dateTime="2026-03-04T00:00:00.000Z"');
    // The Spanish setup guide is a translation of its own, untouched by the second commit.
    expect(textIn(await site.read('es/docs/guides/setup.html'), 'theme-last-updated')).toBe('Última actualización en 4 mar 2026 por Ada Writer');
    // The Spanish intro's last_update front matter wins over git.
    expect(textIn(await site.read('es/docs/intro.html'), 'theme-last-updated')).toBe('Última actualización en 28 nov 2026 por fixture');
    // The community docs do not ask for it.
    expect(await site.read('community/support.html')).not.toContain('theme-last-updated');
  });
});

describe('a Docusaurus site that does not build', () => {
  const copy = fixtureCopies();

  it('reports a URL-relative link to no route, with file and line', async () => {
    const site = await copy('docusaurus-config');
    await site.edit('docs/intro.md', (text) => text.replace('./guides/setup)', './guides/set-up)'));
    const error = await site.buildError();
    expect(error.message).toMatch(/docs\/intro\.md:13: link to "\.\/guides\/set-up" points at no page/);
  });

  it("keeps Docusaurus's defaults: a broken anchor or Markdown link warns, a link to no page fails", async () => {
    const site = await copy('docusaurus-config');
    await site.edit('docs/intro.md', (text) => `${text}\nSee [a step](./guides/setup#no-such-step) and [old notes](./old-notes.md).\n`);
    const warnings = await captureWarnings(() => site.build());
    expect(warnings.filter((line) => line.includes('docs/intro.md'))).toEqual([
      expect.stringMatching(
        /^docs\/intro\.md:\d+: link to "\.\/guides\/setup#no-such-step" points at a page without that heading or anchor\..*\[BrokenAnchor\]$/,
      ),
      expect.stringMatching(/^docs\/intro\.md:\d+: link to "\.\/old-notes\.md" points at no Markdown file\..*\[BrokenMarkdownLink\]$/),
    ]);
    // A warning does not advise setting its option to 'warn': it is.
    expect(warnings.filter((line) => line.includes('docs/intro.md') && line.includes("to 'warn'"))).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(/points at no Markdown file\. Fix the path\. \[BrokenMarkdownLink\]$/));
    await site.edit('docusaurus.config.js', (text) =>
      text.replace("onBrokenMarkdownLinks: 'warn',", "onBrokenMarkdownLinks: 'warn',\n  onBrokenAnchors: 'throw',"),
    );
    expect((await site.buildError()).problems.map((problem) => problem.name)).toEqual(['BrokenAnchor']);
  });

  it('shows the real cause when the config cannot load: a package the site has not installed', async () => {
    const site = await copy('docusaurus-config');
    await site.edit('docusaurus.config.js', (text) => `import { themes } from 'prism-react-renderer-missing';\n${text}`);
    const error = await site.buildError();
    expect(error.problems.map(formatProblem)).toEqual([
      'docusaurus.config.js:1:24: the package "prism-react-renderer-missing" is not installed in the site. Install it in the site\'s folder: npm install prism-react-renderer-missing. [PackageMissing]',
    ]);
  });
});
