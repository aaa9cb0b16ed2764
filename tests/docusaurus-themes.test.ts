// A Docusaurus site with the third-party themes sites add most, installed in its node_modules
// (tests/fixtures/docusaurus-themes, its packages from tests/plugin-packages): Mermaid diagrams and a
// local search. docgen's build against Docusaurus's own build of it: the same routes (the search
// theme's /search page among them), titles, headings, links and text, and the same search index.
// The diagrams and the search run in the browser (tests/e2e/themes.test.ts).
//
// To take the facts again from a Docusaurus build of the fixture:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-themes.test.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableMeta, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, FIXTURES, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';
import { captureWarnings } from './helpers/warnings.js';

const FIXTURE_BUILD =
  'tests/fixtures/docusaurus-themes as it is, with @mermaid-js/layout-elk installed beside it (webpack resolves its import even when it is off), built with webpack';

/** A page's facts, or the search index's: each part's documents, by their URL and title. */
type IndexFacts = PageFacts & { readonly documents?: readonly (readonly string[])[] };

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
  }),
});
const pages = Object.fromEntries(Object.entries(expected.pages).filter(([route]) => !route.endsWith('.json')));
const content = ({ title, headings, links, text, navbar, meta }: PageFacts, theirs: PageFacts) => ({
  title,
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
    expect(built[route] && content(built[route], theirs)).toEqual(content(theirs, theirs));
  });

  it("has the search theme's index, made by its postBuild from the pages, with the same documents", () => {
    expect(documentsOf(join(site.outDir, 'search-index.json'))).toEqual(expected.pages['/search-index.json']?.documents);
  });

  it('runs every hook of both themes: nothing is left out', () => {
    expect(warnings).toEqual([]);
  });
});
