// A Docusaurus site with the third-party themes sites add most, installed in its node_modules
// (tests/fixtures/docusaurus-themes, its packages from tests/plugin-packages): Mermaid diagrams, live
// code blocks and a local search. docgen's build against Docusaurus's own build of it: the same routes (the search
// theme's /search page among them), titles, headings, links and text, and the same search index.
// The diagrams, the live code and the search run in the browser (tests/e2e/themes.test.ts).
//
// To take the facts again from a Docusaurus build of the fixture:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-themes.test.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContent, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, FIXTURES, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';
import { captureWarnings } from './helpers/warnings.js';

const FIXTURE_BUILD =
  'tests/fixtures/docusaurus-themes as it is, with @mermaid-js/layout-elk installed beside it (webpack resolves its import even when it is off) ' +
  'and sharp 0.33.5 in place of the 0.32 plugin-ideal-image asks for (npm overrides: 0.32 downloads libvips from GitHub), built with webpack';

/** A page's facts, or the search index's: each part's documents, by their URL and title; or the
 * PWA plugin's: the tags it adds to a page's head; or the ideal image plugin's: the image a page
 * shows and its blurred preview. */
type IndexFacts = PageFacts & {
  readonly documents?: readonly (readonly string[])[];
  readonly headTags?: readonly string[];
  readonly images?: readonly string[];
  readonly previews?: readonly string[];
};

/** The page's icons, with the head tags the PWA plugin adds (pwaHead), as written (Docusaurus's
 * data-rh marks left out). */
const pwaHeadTags = (html: string) =>
  [...html.replaceAll(' data-rh="true"', '').matchAll(/<(?:link rel="(?:icon|manifest)"|meta name="theme-color")[^>]*>/g)].map(([tag]) => tag);

/**
 * The ideal image's fallback inside <noscript> as HTML reads it: docgen's React 18 writes the <img>
 * there as JSX names it (`srcSet`, `/>`), the React 19 of the Docusaurus build as HTML does
 * (`srcset`, `>`); a browser without JavaScript reads both alike.
 */
const asHtmlReadsIt = (text: string) => text.replaceAll(' srcSet=', ' srcset=').replace(/(<img [^>]*?)\/>/g, '$1>');
/** The page's <img> tags. */
const imageTags = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => asHtmlReadsIt(tag));
/** The ideal image's preview, a data URL of a few pixels. */
const previews = (html: string) => [...html.matchAll(/url\((?:&quot;|")?(data:image\/[^")&]+)/g)].map(([, url]) => url as string);

const documentsOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { documents: { u: string; t: string }[] }[]).map((part) =>
    part.documents.map((document) => `${document.u} ${document.t}`),
  );

const expected = parityFacts<IndexFacts>({
  file: join(import.meta.dirname, 'fixtures', 'docusaurus-themes.parity.json'),
  config: FIXTURE_BUILD,
  take: (buildDir) => ({
    ...buildFacts(buildDir),
    '/search-index.json': { documents: documentsOf(join(buildDir, 'search-index.json')) } as unknown as IndexFacts,
    '/sw.json': { headTags: pwaHeadTags(readFileSync(join(buildDir, 'docs', 'intro', 'index.html'), 'utf8')) } as unknown as IndexFacts,
    '/ideal-img.json': (() => {
      const html = readFileSync(join(buildDir, 'docs', 'gallery', 'index.html'), 'utf8');
      return { images: imageTags(html), previews: previews(html) } as unknown as IndexFacts;
    })(),
  }),
});
const pages = Object.fromEntries(Object.entries(expected.pages).filter(([route]) => !route.endsWith('.json')));

let site: FixtureSite;
let built: Record<string, PageFacts>;
let warnings: string[];
beforeAll(async () => {
  if (!existsSync(join(FIXTURES, 'docusaurus-themes', 'node_modules', '@docusaurus', 'theme-mermaid'))) {
    throw new Error("The fixture's themes are not installed: run `npm ci --prefix tests/plugin-packages` (npm test does).");
  }
  site = await copyFixture('docusaurus-themes');
  warnings = await captureWarnings(() => site.build());
  built = buildFacts(site.outDir);
});
afterAll(() => site?.remove());

describe(`a site with Mermaid and a local search theme, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it("has the same routes, the search theme's page among them", () => {
    expect(Object.keys(built)).toEqual(Object.keys(pages));
    expect(Object.keys(built)).toContain('/search');
  });

  it.each(Object.keys(pages))('%s has the same title, headings, links, text, navbar and meta tags', (route) => {
    const theirs = pages[route] as PageFacts;
    const ours = built[route] && { ...built[route], text: asHtmlReadsIt(built[route].text) };
    expect(ours && pageContent(ours, theirs)).toEqual(pageContent(theirs, theirs));
  });

  it("has the search theme's index, made by its postBuild from the pages, with the same documents", () => {
    expect(documentsOf(join(site.outDir, 'search-index.json')).map((part) => part.map(asHtmlReadsIt))).toEqual(expected.pages['/search-index.json']?.documents);
  });

  it("pre-renders a live block as the theme's editor with the code, and leaves other fences highlighted", () => {
    const html = readFileSync(join(site.outDir, 'docs', 'playground.html'), 'utf8');
    const editors = [...html.matchAll(/<pre class="prism-code language-tsx"[^>]*spellcheck="false">/g)];
    expect(editors).toHaveLength(2);
    // The code keeps its indentation in the editor.
    expect(html).toMatch(/<span class="token-line"[^>]*><span class="token plain"> {2}<\/span><span class="token keyword"[^>]*>const<\/span>/);
    expect(html).toMatch(/<div class="codeBlockTitle_[^"]*">proof\.jsx<\/div>/);
  });

  it("lets the live code theme's editor compile code in the page, which the policy forbids elsewhere", () => {
    const policy = readFileSync(join(site.outDir, '_headers'), 'utf8');
    expect(policy).toMatch(/script-src [^;\n]*'unsafe-eval'/);
  });

  it("adds the PWA plugin's head tags, and its service worker with every page and asset to keep offline", () => {
    expect(pwaHeadTags(readFileSync(join(site.outDir, 'docs', 'intro.html'), 'utf8'))).toEqual(expected.pages['/sw.json']?.headTags);
    const worker = readFileSync(join(site.outDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url as string);
    // Each page under its file and under its URL (what the worker looks a request up by).
    for (const page of ['index.html', 'docs/intro.html', 'docs/intro', 'docs/playground', 'search']) expect(precached).toContain(page);
    expect(precached.filter((url) => url.startsWith('assets/js/entry-'))).toHaveLength(1);
  });

  it("shows an ideal image as Docusaurus does: its widths written by the plugin's loaders, and the blurred preview first", () => {
    const html = readFileSync(join(site.outDir, 'docs', 'gallery.html'), 'utf8');
    const theirs = expected.pages['/ideal-img.json'];
    expect(imageTags(html)).toEqual(theirs?.images);
    expect(previews(html)).toEqual(theirs?.previews);
    expect(previews(html)).toHaveLength(1);
    for (const width of [320, 640, 960]) expect(html).toMatch(new RegExp(`/assets/ideal-img/checkpoint\\.[0-9a-f]{7}\\.${width}\\.png ${width}w`));
    const written = readdirSync(join(site.outDir, 'assets', 'ideal-img')).sort();
    expect(written).toEqual(
      theirs?.images?.[0]
        ?.match(/checkpoint\.[0-9a-f]{7}\.\d+\.png/g)
        ?.filter((name, index, all) => all.indexOf(name) === index)
        .sort(),
    );
  });

  it('runs every hook of the themes and plugins: nothing is left out', () => {
    expect(warnings).toEqual([]);
  });
});
