// A Docusaurus site whose local plugins wrap the blog plugin (tests/fixtures/docusaurus-changelog,
// the blog plugin installed in its node_modules from tests/plugin-packages): a changelog that writes
// its posts from CHANGELOG.md in loadContent and lists them with a component of its own theme
// folder, and the site's blog with a page of its newest posts added in contentLoaded. docgen builds both as blogs, runs the wrappers' own hooks, and matches
// Docusaurus's build of the site: the same routes, titles, headings, links and text.
//
// To take the facts again from a Docusaurus build of the fixture:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-changelog.test.ts
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableMeta, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, FIXTURES, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';
import { captureWarnings } from './helpers/warnings.js';

const FIXTURE_BUILD = 'tests/fixtures/docusaurus-changelog as it is, built with webpack';

const expected = parityFacts<PageFacts>({
  file: join(import.meta.dirname, 'fixtures', 'docusaurus-changelog.parity.json'),
  config: FIXTURE_BUILD,
  take: (buildDir) => buildFacts(buildDir),
});
/** An archive's description is docgen's own words, where Docusaurus repeats the title ("Archive"). */
const ownWords = (route: string, meta: readonly string[]) => (route.endsWith('/archive') ? meta.filter((tag) => !/^(og:)?description /.test(tag)) : meta);
const content = (route: string, { title, headings, links, text, navbar, sidebar, pagination, meta }: PageFacts, theirs: PageFacts) => ({
  title,
  headings,
  links,
  text,
  navbar,
  sidebar,
  pagination,
  meta: ownWords(route, comparableMeta({ meta, expected: theirs.meta })),
});

let site: FixtureSite;
let built: Record<string, PageFacts>;
let warnings: string[];
beforeAll(async () => {
  if (!existsSync(join(FIXTURES, 'docusaurus-changelog', 'node_modules', '@docusaurus', 'plugin-content-blog'))) {
    throw new Error("The fixture's packages are not installed: run `npm ci --prefix tests/plugin-packages` (npm test does).");
  }
  site = await copyFixture('docusaurus-changelog');
  warnings = await captureWarnings(() => site.build());
  built = buildFacts(site.outDir);
});
afterAll(() => site?.remove());

describe(`a site whose plugins wrap the blog plugin, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it("has the same routes: both blogs' posts, lists, tags and archives, and the route a wrapper adds", () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected.pages));
    expect(Object.keys(built)).toEqual(expect.arrayContaining(['/changelog', '/changelog/3.0.0', '/changelog/page/2', '/blog', '/newest']));
  });

  it.each(Object.keys(expected.pages))('%s has the same title, headings, links, text, navbar, sidebar, pagination and meta tags', (route) => {
    const theirs = expected.pages[route] as PageFacts;
    expect(built[route] && content(route, built[route], theirs)).toEqual(content(route, theirs, theirs));
  });

  it("runs the changelog's loadContent before reading its posts: they are written from CHANGELOG.md", () => {
    expect(readFileSync(join(site.dir, 'changelog', 'source', '2026-09-14-3.0.0.md'), 'utf8')).toContain('Proofs are checked in half the time.');
  });

  it('warns only of what Docusaurus warns of (posts without a truncate marker), once each: nothing is left out', () => {
    expect(warnings.filter((warning) => !warning.includes('no truncate marker'))).toEqual([]);
    expect(warnings.filter((warning) => warning.includes('no truncate marker'))).toHaveLength(4);
  });
});
