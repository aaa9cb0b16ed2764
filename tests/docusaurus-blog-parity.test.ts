// docgen's build of the Docusaurus blog fixture against Docusaurus's own build of it: the same
// routes in both languages; on each English page (404 aside) the same title, hreflang links,
// heading ids, links and visible text; on each Spanish page the same hreflang links and link
// targets (the theme's Spanish labels are docgen's own words, as are its notices). On every page
// the same chrome: navbar, docs sidebar, TOC, and the pagination's and meta tags' targets; their
// text too in English.
//
// The expected facts (tests/fixtures/docusaurus-blog.parity.json) say which Docusaurus built
// them, from the config CONFIG describes. To take them again from such a build:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-blog-parity.test.ts
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableMeta, paginationTargets, parityFacts, targetMeta, withoutDescription } from './helpers/docusaurus-facts.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

const CONFIG =
  'tests/fixtures/docusaurus-blog as it is (Docusaurus refuses nothing of it; every post states its last update); ' +
  'committed to git; built with webpack (no `future.faster`)';

const expected = parityFacts({ file: join(import.meta.dirname, 'fixtures', 'docusaurus-blog.parity.json'), config: CONFIG, take: buildFacts });

/** The unlisted page notice, in each tool's own words: what each says is not compared. */
const NOTICES = [/^UNLISTED PAGEThis page is unlisted\.[^.]*\.[^.]*\./, /^This page is unlisted\.[^.]*\.[^.]*\./];
const content = ({ title, alternates, headings, links, text }: PageFacts) => ({
  title,
  alternates,
  headings,
  links,
  text: NOTICES.reduce((rest, notice) => rest.replace(notice, ''), text),
});
const targets = (facts: PageFacts) => ({ alternates: facts.alternates, links: facts.links.map((link) => link.split(' ')[0]) });

/** The archive's description is docgen's own words, where Docusaurus repeats the title ("Archive"). */
const OWN_DESCRIPTION = ['/blog/archive'];

function chrome(route: string, facts: PageFacts, expectedMeta: readonly string[]) {
  const meta = comparableMeta({ meta: facts.meta, expected: expectedMeta });
  const { navbar, sidebar, toc } = facts;
  // In Spanish, a list's pagination labels and the generated pages' titles are the theme's words.
  if (route.startsWith('/es')) return { navbar, sidebar, toc, pagination: paginationTargets(facts.pagination), meta: targetMeta(meta) };
  return { navbar, sidebar, toc, pagination: facts.pagination, meta: OWN_DESCRIPTION.includes(route) ? withoutDescription(meta) : meta };
}

let site: FixtureSite;
let built: Record<string, PageFacts>;
beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
  await site.build();
  built = buildFacts(site.outDir);
});
afterAll(() => site.remove());

describe(`the Docusaurus blog fixture, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it('has the same routes', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected.pages));
  });

  const routes = Object.keys(expected.pages);
  const theirs = (route: string) => expected.pages[route] as PageFacts;
  it.each(routes.filter((route) => !route.startsWith('/es')))('%s has the same title, hreflang links, heading ids, links and text', (route) => {
    expect(built[route] && content(built[route])).toEqual(content(theirs(route)));
  });

  it.each(routes.filter((route) => route.startsWith('/es')))('%s has the same hreflang links and link targets', (route) => {
    expect(built[route] && targets(built[route])).toEqual(targets(theirs(route)));
  });

  it.each(routes)('%s has the same navbar, docs sidebar, TOC, pagination and meta tags', (route) => {
    expect(built[route] && chrome(route, built[route], theirs(route).meta)).toEqual(chrome(route, theirs(route), theirs(route).meta));
  });
});
