// docgen's build of the Docusaurus blog fixture against Docusaurus's own build of it: the same
// routes in both languages; on each English page (404 aside) the same title, hreflang links,
// heading ids, links and visible text; on each Spanish page the same hreflang links and link
// targets (the theme's Spanish labels are docgen's own words, as are its notices).
//
// The expected facts were taken from a Docusaurus 3.10.0 build of a copy of the fixture run with
// Docusaurus Faster (`future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } }`,
// which that install needs), committed to git. To take them again from such a build:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run tests/docusaurus-blog-parity.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

const EXPECTED = join(import.meta.dirname, 'fixtures', 'docusaurus-blog.parity.json');

if (process.env.DOCUSAURUS_BUILD) writeFileSync(EXPECTED, `${JSON.stringify(buildFacts(process.env.DOCUSAURUS_BUILD), null, 2)}\n`);
const expected = JSON.parse(readFileSync(EXPECTED, 'utf8')) as Record<string, PageFacts>;

/** The unlisted page notice, in each tool's own words: what each says is not compared. */
const NOTICES = [/^UNLISTED PAGEThis page is unlisted\.[^.]*\.[^.]*\./, /^This page is unlisted\.[^.]*\.[^.]*\./];
const withoutNotices = (facts: PageFacts | undefined) => facts && { ...facts, text: NOTICES.reduce((text, notice) => text.replace(notice, ''), facts.text) };
const targets = (facts: PageFacts | undefined) => facts && { alternates: facts.alternates, links: facts.links.map((link) => link.split(' ')[0]) };

let site: FixtureSite;
let built: Record<string, PageFacts>;
beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
  await site.build();
  built = buildFacts(site.outDir);
});
afterAll(() => site.remove());

describe('the Docusaurus blog fixture, built by docgen and by Docusaurus', () => {
  it('has the same routes', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected));
  });

  const routes = Object.keys(expected);
  it.each(routes.filter((route) => !route.startsWith('/es')))('%s has the same title, hreflang links, heading ids, links and text', (route) => {
    expect(withoutNotices(built[route])).toEqual(withoutNotices(expected[route]));
  });

  it.each(routes.filter((route) => route.startsWith('/es')))('%s has the same hreflang links and link targets', (route) => {
    expect(targets(built[route])).toEqual(targets(expected[route]));
  });
});
