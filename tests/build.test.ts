// Builds the `basic` fixture end to end and checks specific facts of the output.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from './helpers/files.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { hasElement, sidebarLabels } from './helpers/page-facts.js';

let site: FixtureSite;

beforeAll(async () => {
  site = await copyFixture('basic');
  await site.build();
});
afterAll(() => site.remove());

const bootData = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('route table and files', () => {
  it('writes one HTML file per route per locale, plus a 404 page per locale', async () => {
    const html = (await listFiles(site.outDir)).filter((file) => file.endsWith('.html'));
    expect(html).toEqual([
      '404.html',
      'docs-es/intro.html',
      'docs/category/guides.html',
      'docs/guides/first.html',
      'docs/guides/hidden.html',
      'docs/guides/second.html',
      'docs/intro.html',
      'es/404.html',
      'es/docs-es/intro.html',
      'es/docs/category/guides.html',
      'es/docs/guides/first.html',
      'es/docs/guides/hidden.html',
      'es/docs/guides/second.html',
      'es/docs/intro.html',
      'es/index.html',
      'es/markdown-page.html',
      'index.html',
      'markdown-page.html',
    ]);
  });

  it('strips number prefixes from doc URLs and takes titles from the first heading', async () => {
    const html = await site.read('docs/guides/first.html');
    expect(html).toContain('<title>First guide · Fixture</title>');
    expect(html).not.toContain('01-first');
  });

  it('copies static files and emits hashed assets', async () => {
    const files = await listFiles(site.outDir);
    expect(files).toContain('img/logo.svg');
    expect(files).toContain('robots.txt');
    expect(files.some((file) => /^assets\/js\/entry-[A-Z0-9]{8}\.js$/.test(file))).toBe(true);
    // The theme's stylesheet, trimmed to what the pages use, named by its content; esbuild's untrimmed one is not published.
    expect(files.filter((file) => /^assets\/js\/theme-[a-z0-9]+\.css$/.test(file))).toHaveLength(1);
    expect(files.some((file) => /^assets\/js\/entry-[A-Z0-9]{8}\.css$/.test(file))).toBe(false);
  });

  it('has no trace of serve --watch: no live reload script, no dev strings', async () => {
    const files = await listFiles(site.outDir);
    for (const file of files.filter((name) => /\.(html|js)$/.test(name))) {
      const text = await readFile(join(site.outDir, file), 'utf8');
      expect(text, file).not.toContain('__docgen/');
      expect(text, file).not.toContain('devServer.');
    }
  });

  it("names each locale's route manifest by a fixed URL, which every page of the locale boots with", async () => {
    const files = await listFiles(site.outDir);
    expect(files.filter((file) => /routes-/.test(file))).toEqual(['assets/data/routes-en.js', 'assets/data/routes-es.js']);
    const boot = (html: string) =>
      JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { manifest: string };
    expect(boot(await site.read('docs/intro.html')).manifest).toBe('/assets/data/routes-en.js');
    expect(boot(await site.read('es/docs/intro.html')).manifest).toBe('/assets/data/routes-es.js');
  });

  it('removes its temporary folder after a successful build', async () => {
    const names = await readdir(site.dir);
    expect(names.filter((name) => name.startsWith('.docgen-tmp-'))).toEqual([]);
  });
});

describe('document head', () => {
  it('has lang from htmlLang, the title with the configured delimiter, description and canonical URL', async () => {
    const html = await site.read('docs/intro.html');
    expect(html).toContain(
      '<html lang="en-US" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro" data-theme="light">',
    );
    expect(html).toContain('<title>Introduction · Fixture</title>');
    expect(html).toContain('<meta name="description" content="The fixture&#39;s first page.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/intro">');
    expect(html).toContain('<link rel="icon" href="/img/favicon.svg">');
  });

  it('lists hreflang alternates for every locale that has the page translated, plus x-default', async () => {
    const html = await site.read('docs/guides/first.html');
    expect(html).toContain('<link rel="alternate" href="https://fixture.example.com/docs/guides/first" hreflang="en-US">');
    expect(html).toContain('<link rel="alternate" href="https://fixture.example.com/es/docs/guides/first" hreflang="es-ES">');
    expect(html).toContain('<link rel="alternate" href="https://fixture.example.com/docs/guides/first" hreflang="x-default">');
  });

  it('has Open Graph tags', async () => {
    const html = await site.read('docs/intro.html');
    expect(html).toContain('<meta property="og:title" content="Introduction · Fixture">');
    expect(html).toContain('<meta property="og:url" content="https://fixture.example.com/docs/intro">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
  });

  it('uses the locale of the page for Spanish routes', async () => {
    const html = await site.read('es/docs-es/intro.html');
    expect(html).toContain('<html lang="es-ES"');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/es/docs-es/intro">');
    expect(html).toContain('Saltar al contenido principal');
  });

  it('marks unlisted pages noindex and the 404 page has no canonical URL', async () => {
    expect(await site.read('docs/guides/hidden.html')).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>/);
    const notFound = await site.read('404.html');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound).toContain('Page Not Found');
    expect(await site.read('es/404.html')).toContain('Página no encontrada');
  });
});

describe('page body', () => {
  it('renders the skip link, navbar, sidebar, main content, TOC and footer', async () => {
    const html = await site.read('docs/intro.html');
    // As in Docusaurus: the skip link leads to the layout's main wrapper (and, once hydrated, to
    // the page's first <main>, the doc's, after the sidebar).
    const skip =
      '<div role="region" aria-label="Skip to main content"><a class="skipToContent_G6ar" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>';
    expect(html).toContain(skip);
    expect(html).toContain('<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper mainWrapper_UyTV">');
    expect(html).toContain('<nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top">');
    expect(html).toContain('<aside class="theme-doc-sidebar-container docSidebarContainer_e5ai">');
    expect(html).toContain('<main class="docMainContainer_namt">');
    expect(html.indexOf('<main class="docMainContainer_namt">')).toBeGreaterThan(html.indexOf('<aside class="theme-doc-sidebar-container'));
    expect(await site.read('index.html')).toContain(skip);
    expect(html).toContain(
      '<div class="tableOfContents_TN1Q thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border">',
    );
    expect(html).toContain('Copyright © 2025 Fixture.');
  });

  it('gives headings GitHub-style ids, honours {#custom-id}, and keeps levels 2-3 in the TOC', async () => {
    const html = await site.read('docs/intro.html');
    // Each with Docusaurus's anchor classes and its hash link.
    expect(html).toContain(
      '<h2 class="anchor anchorTargetStickyNavbar_SAay" id="overview">Overview<a href="#overview" class="hash-link" aria-label="Direct link to Overview" title="Direct link to Overview" translate="no">\u200b</a></h2>',
    );
    expect(html).toContain('<h2 class="anchor anchorTargetStickyNavbar_SAay" id="custom-anchor">Second section<a href="#custom-anchor" class="hash-link"');
    expect(html).toContain('<h4 class="anchor anchorTargetStickyNavbar_SAay" id="deep-heading">Deep heading<a href="#deep-heading" class="hash-link"');
    const toc = bootData(html).page.toc.map((item: { id: string }) => item.id);
    expect(toc).toEqual(['overview', 'details', 'custom-anchor']);
  });

  it('renders GFM: tables, task lists, strikethrough, footnotes', async () => {
    const html = await site.read('docs/intro.html');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<input type="checkbox" disabled="" checked=""/>');
    expect(html).toContain('<del>strike</del>');
    expect(html).toContain('data-footnote-ref');
  });

  it('resolves relative .md links to routes, keeping the hash', async () => {
    const html = await site.read('docs/intro.html');
    expect(html).toContain('<a class="" href="/docs/guides/first">first guide</a>');
    expect(html).toContain('<a class="" href="/docs/guides/first#setup-steps">its setup section</a>');
    const es = await site.read('es/docs/guides/first.html');
    // The translated file links with the same relative path; it resolves to the Spanish route.
    expect(es).toContain('<a class="" href="/es/docs/intro">introducción</a>');
  });

  it('orders the autogenerated sidebar by number prefix, uses sidebar_label, leaves out unlisted docs', async () => {
    // The active page's category is expanded; others are collapsed and render no children.
    expect(sidebarLabels(await site.read('docs/guides/first.html'))).toEqual(['Introduction', 'Guides', 'First guide', 'Second (short)', 'External']);
    expect(sidebarLabels(await site.read('docs/intro.html'))).toEqual(['Introduction', 'Guides', 'External']);
    expect(sidebarLabels(await site.read('docs/category/guides.html'))).toEqual(['Introduction', 'Guides', 'First guide', 'Second (short)', 'External']);
    expect(await site.read('docs/guides/first.html')).not.toContain('Hidden page');
  });

  it('generates a category index page for a generated-index link, in every locale', async () => {
    const html = await site.read('docs/category/guides.html');
    expect(html).toContain('<title>Guides · Fixture</title>');
    expect(html).toContain('<p>Every guide, in reading order.</p>');
    const card = (href: string, title: string) =>
      `<a class="card padding--lg theme-doc-card-container cardContainer_vF_g" href="${href}"><h2 class="theme-doc-card-heading cardTitle_Kky5" title="${title}">`;
    expect(html).toContain(card('/docs/guides/first', 'First guide'));
    expect(html).toContain(card('/docs/guides/second', 'Second (short)'));
    expect(html).toMatch(
      /<a class="categoryLink_d9ci menu__link menu__link--sublist menu__link--active" aria-current="page" href="\/docs\/category\/guides"><span class="categoryLinkLabel_Oe72">Guides<\/span><\/a>/,
    );
    expect(await site.read('es/docs/category/guides.html')).toContain('<title>Guías · Fixture</title>');
  });

  it('shows breadcrumbs from the sidebar path, the page last and current', async () => {
    const html = await site.read('docs/guides/first.html');
    const crumbs = /<nav class="theme-doc-breadcrumbs breadcrumbsContainer_zCmv" aria-label="Breadcrumbs">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect([...crumbs.matchAll(/<li class="([^"]*)">/g)].map((match) => match[1])).toEqual([
      'breadcrumbs__item',
      'breadcrumbs__item',
      'breadcrumbs__item breadcrumbs__item--active',
    ]);
    expect(crumbs).toContain('<a aria-label="Home page" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24" class="breadcrumbHomeIcon_JFrk">');
    expect(crumbs).toContain('<a class="breadcrumbs__link" href="/docs/category/guides"><span>Guides</span></a>');
    expect(crumbs).toContain('<span class="breadcrumbs__link">First guide</span>');
    expect(await site.read('es/docs/guides/first.html')).toContain('aria-label="Migas de pan"');
  });

  it("links prev/next pagination in sidebar order, a category's generated index before its items", async () => {
    const html = await site.read('docs/guides/first.html');
    expect(html).toContain('<nav class="docusaurus-mt-lg pagination-nav" aria-label="Docs pages">');
    expect(html).toContain(
      '<a class="pagination-nav__link pagination-nav__link--prev" href="/docs/category/guides"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Guides</div></a>',
    );
    const index = await site.read('docs/category/guides.html');
    expect(index).toContain(
      '<a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Introduction</div></a>',
    );
    expect(index).toContain(
      '<a class="pagination-nav__link pagination-nav__link--next" href="/docs/guides/first"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">First guide</div></a>',
    );
    expect(html).toContain(
      '<a class="pagination-nav__link pagination-nav__link--next" href="/docs/guides/second"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Second (short)</div></a>',
    );
  });

  it('resolves doc and docSidebar navbar items per locale', async () => {
    const html = await site.read('es/index.html');
    expect(html).toContain('<a class="navbar__item navbar__link" href="/es/docs/intro">Docs</a>');
    expect(html).toContain('<a class="navbar__item navbar__link" href="/es/docs/guides/first">Guides</a>');
    expect(html).toContain(
      '<a href="https://example.com/repo" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">Repositorio<svg width="13.5" height="13.5" aria-label="(se abre en una pestaña nueva)" class="iconExternalLink_awgD"><use href="#theme-svg-external-link"></use></svg></a>',
    );
  });

  it('renders html and search navbar items', async () => {
    const html = await site.read('docs/intro.html');
    expect(html).toContain('<div class="navbar__item"><span class="navbar-note">Beta</span></div>');
    // The search button is disabled until hydration, then opens the search dialog.
    // It is named by its visible label, not by an aria-label (WCAG 2.5.3, Label in Name).
    expect(html).toContain('<button type="button" class="navbar__search-button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" disabled="">');
    expect(html).toContain('<span class="navbar__search-label">Search</span><kbd class="navbar__search-kbd" aria-hidden="true">Ctrl K</kbd>');
  });

  it('renders React pages and translated Markdown pages', async () => {
    expect(await site.read('index.html')).toContain('<h1>Fixture home</h1>');
    expect(await site.read('es/markdown-page.html')).toContain('<title>Página Markdown · Fixture</title>');
    // Both are the pages plugin's, as Docusaurus names it on <html>; a Markdown page is an MDX page too.
    expect(await site.read('index.html')).toMatch(/<html [^>]*class="plugin-pages plugin-id-default"/);
    expect(await site.read('es/markdown-page.html')).toMatch(/<html [^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-default"/);
  });

  it('puts page data without the HTML body in the boot script, and the first chunk is not preloaded', async () => {
    const html = await site.read('docs/intro.html');
    const boot = bootData(html);
    expect(boot).toMatchObject({ locale: 'en', path: '/docs/intro', kind: 'doc' });
    expect(boot.page.html).toBeUndefined();
    expect(html).not.toContain(`rel="modulepreload" href="${boot.chunk}"`);
    const chunk = await readFile(join(site.outDir, boot.chunk), 'utf8');
    expect(chunk).toContain('<h2 class=\\"anchor anchorTargetStickyNavbar_SAay\\" id=\\"overview\\">Overview<a href=\\"#overview\\"');
  });
});

describe('assets referenced from Markdown', () => {
  it('copies relative images with a content hash and their intrinsic size, and leaves static paths alone', async () => {
    const html = await site.read('docs/guides/first.html');
    const src =
      /<img decoding="async" loading="lazy" alt="A small diagram" src="(\/assets\/media\/diagram-[a-z0-9]{10}\.svg)" width="10" height="10" class="img__Ss2"\/>/.exec(
        html,
      )?.[1];
    expect(src).toBeDefined();
    expect(await site.read(src!.slice(1))).toContain('<circle');
    expect(html).toContain('<img decoding="async" loading="lazy" src="/img/logo.svg" alt="The logo" class="img__Ss2"/>');
  });

  it('reports a missing image with file and line', async () => {
    const other = await copyFixture('basic');
    try {
      await other.write('docs/pictures.md', '# Pictures\n\n![Gone](./img/gone.png)\n\n![Also gone](/img/gone.png)\n');
      const error = await other.buildError();
      const messages = error.problems.map((problem) => `${problem.where} ${problem.name}`);
      expect(messages).toEqual(['docs/pictures.md:3 BrokenLink', 'docs/pictures.md:5 BrokenLink']);
    } finally {
      await other.remove();
    }
  });
});

describe('translations', () => {
  it('reads a translation from i18n/<locale>/<plugin>/current/, with its own anchors and links', async () => {
    const html = await site.read('es/docs/guides/first.html');
    expect(html).toContain('<title>Primera guía · Fixture</title>');
    expect(html).toContain('<h2 class="anchor anchorTargetStickyNavbar_SAay" id="setup-steps">Pasos de instalación<a href="#setup-steps" class="hash-link"');
    expect(html).not.toContain('untranslated-note');
  });

  it('translates sidebar category and link labels from current.json', async () => {
    const es = await site.read('es/docs/guides/first.html');
    const sidebar = /<aside class="theme-doc-sidebar-container[^"]*">(.*?)<\/aside>/s.exec(es)?.[1] ?? '';
    const labels = [...sidebar.matchAll(/class="(?:category)?[lL]inkLabel_[^"]*">([^<]+)</g)].map((match) => match[1]);
    expect(labels).toEqual(['Introduction', 'Guías', 'Primera guía', 'Second (short)', 'Externo']);
  });

  it('shows an untranslated page with a note in the locale language, and leaves it out of hreflang', async () => {
    const fallback = await site.read('es/docs/intro.html');
    expect(fallback).toContain('<div class="theme-doc-markdown markdown" lang="en-US" data-pagefind-body=""');
    expect(fallback).toContain(
      '<div class="untranslated-note" role="note" lang="es-ES" data-pagefind-ignore="all">Esta página aún no está traducida. Se muestra en su idioma original.</div>',
    );
    const english = await site.read('docs/intro.html');
    expect(english).not.toContain('hreflang="es-ES"');
    expect(english).not.toContain('untranslated-note');
  });

  it('marks content written in another language than the UI with its lang, without a note', async () => {
    const html = await site.read('docs-es/intro.html');
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<div class="theme-doc-markdown markdown" lang="es-ES" data-pagefind-body=""');
    expect(html).not.toContain('untranslated-note');
    expect(await site.read('es/docs-es/intro.html')).toContain('<div class="theme-doc-markdown markdown" data-pagefind-body=""');
  });

  it('titles admonitions and labels copy buttons in the locale language', async () => {
    // Docusaurus's titles are lower case, upper-cased by CSS.
    expect(await site.read('docs/intro.html')).toMatch(
      /<div class="admonitionHeading_uVvU"><span class="admonitionIcon_HiR3"><svg.*?<\/svg><\/span>tip<\/div>/,
    );
    expect(await site.read('es/docs/intro.html')).toMatch(
      /<div class="admonitionHeading_uVvU"><span class="admonitionIcon_HiR3"><svg.*?<\/svg><\/span>consejo<\/div>/,
    );
    // The copy button renders in the browser, from the page's strings.
    expect(bootData(await site.read('docs/guides/first.html')).strings['theme.CodeBlock.copyButtonAriaLabel']).toBe('Copy code to clipboard');
    expect(bootData(await site.read('es/docs/guides/first.html')).strings['theme.CodeBlock.copyButtonAriaLabel']).toBe('Copiar código al portapapeles');
  });

  it('translates navbar, footer and announcement texts per locale', async () => {
    const en = await site.read('docs/intro.html');
    expect(en).toContain('<div class="content_L1uV announcementBarContent__57G">Welcome to the <b>fixture</b>.</div>');
    expect(en).toContain('<b class="navbar__title text--truncate">Fixture</b>');
    const es = await site.read('es/docs/intro.html');
    expect(es).toContain('<div class="content_L1uV announcementBarContent__57G">Bienvenido al <b>sitio de prueba</b>.</div>');
    expect(es).toContain('<b class="navbar__title text--truncate">Sitio de prueba</b>');
    expect(es).toContain('class="navbar__item navbar__link">Repositorio<svg');
    expect(es).toContain('<div class="footer__title">Documentación</div>');
    expect(es).toContain('Introducción</a></li>');
    expect(es).toContain('Copyright © 2025 Fixture. Todos los derechos reservados.');
  });

  it('shows the unlisted banner in the locale language', async () => {
    expect(await site.read('docs/guides/hidden.html')).toContain('This page is unlisted.');
    expect(await site.read('es/docs/guides/hidden.html')).toContain('Esta página no está listada.');
  });
});

describe('sitemap', () => {
  it('lists absolute URLs with weekly/0.5 and leaves out 404 and unlisted pages', async () => {
    const xml = await site.read('sitemap.xml');
    expect(xml).toContain('<loc>https://fixture.example.com/docs/intro</loc>');
    expect(xml).toContain('<changefreq>weekly</changefreq>');
    expect(xml).toContain('<priority>0.5</priority>');
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('hidden');
    expect(await site.read('es/sitemap.xml')).toContain('<loc>https://fixture.example.com/es/docs-es/intro</loc>');
  });
});

describe('UI strings of other languages', () => {
  it("gives a Japanese and a zh-TW locale docgen's own strings in their language, untranslated docs in English", async () => {
    const other = await copyFixture('basic');
    try {
      await other.edit('site.config.ts', (text) => text.replace("locales: ['en', 'es'],", "locales: ['en', 'es', 'ja', 'zh-TW'],"));
      await other.build({ locale: 'ja' });
      const japanese = await other.read('ja/docs/guides/first.html');
      expect(japanese).toContain('<html lang="ja"');
      expect(japanese).toContain('このページの内容');
      expect(japanese).toContain('メインコンテンツまでスキップ');
      await other.build({ locale: 'zh-TW' });
      expect(await other.read('zh-TW/docs/guides/first.html')).toContain('本頁內容');
    } finally {
      await other.remove();
    }
  });
});

describe('trailingSlash and --locale', () => {
  it('writes docs/intro/index.html and slash hrefs when trailingSlash is true', async () => {
    const other = await copyFixture('basic');
    try {
      await other.edit('site.config.ts', (text) => text.replace("baseUrl: '/',", "baseUrl: '/', trailingSlash: true,"));
      await other.build();
      expect(existsSync(join(other.outDir, 'docs/intro/index.html'))).toBe(true);
      expect(await other.read('docs/intro/index.html')).toContain('<link rel="canonical" href="https://fixture.example.com/docs/intro/">');
    } finally {
      await other.remove();
    }
  });

  it('builds only the requested locale with --locale', async () => {
    const other = await copyFixture('basic');
    try {
      await other.build({ locale: 'es' });
      expect(existsSync(join(other.outDir, 'es/docs/intro.html'))).toBe(true);
      expect(existsSync(join(other.outDir, 'docs/intro.html'))).toBe(false);
    } finally {
      await other.remove();
    }
  });
});

describe('per-page table of contents levels', () => {
  it('honours toc_min_heading_level/toc_max_heading_level and hide_table_of_contents', async () => {
    const other = await copyFixture('basic');
    try {
      await other.write('docs/levels.md', '---\ntitle: Levels\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\n## Two\n\n### Three\n\n#### Four\n');
      await other.write('docs/no-toc.md', '---\ntitle: No TOC\nhide_table_of_contents: true\n---\n\n## Two\n');
      // The same page without the flag: it shows the TOC, so its absence above is the flag's doing.
      await other.write('docs/with-toc.md', '---\ntitle: With TOC\n---\n\n## Two\n');
      await other.build();
      const levels = bootData(await other.read('docs/levels.html')).page.toc.map((item: { id: string }) => item.id);
      expect(levels).toEqual(['three', 'four']);
      const toc = { tagName: 'div', className: 'tableOfContents_TN1Q' };
      expect(hasElement(await other.read('docs/with-toc.html'), toc)).toBe(true);
      expect(hasElement(await other.read('docs/no-toc.html'), toc)).toBe(false);
    } finally {
      await other.remove();
    }
  });
});
