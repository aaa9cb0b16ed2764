// docgen's build of the Docusaurus-shaped fixture against Docusaurus's own build of the same
// fixture: the same routes, and on each page (404 pages aside), in both languages, the same title,
// hreflang links, heading ids, links and visible text of the content, and the same chrome around
// it: navbar, docs sidebar, TOC, pagination and meta tags (tests/helpers/page-facts.ts).
//
// The expected facts (tests/fixtures/docusaurus-config.parity.json) say which Docusaurus built
// them, from the config CONFIG_FIXTURE_BUILD describes (a copy of the fixture without what
// Docusaurus refuses). To take them again from such a build:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-parity.test.ts
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FIXTURE_BUILD, comparableMeta, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

const expected = parityFacts({ file: join(import.meta.dirname, 'fixtures', 'docusaurus-config.parity.json'), config: CONFIG_FIXTURE_BUILD, take: buildFacts });

const content = ({ title, alternates, headings, links, text }: PageFacts) => ({ title, alternates, headings, links, text });
function chrome({ navbar, sidebar, toc, pagination, meta }: PageFacts, { meta: theirs }: PageFacts) {
  return { navbar, sidebar, toc, pagination, meta: comparableMeta({ meta, expected: theirs }) };
}

let site: FixtureSite;
let built: Record<string, PageFacts>;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await site.build();
  built = buildFacts(site.outDir);
});
afterAll(() => site.remove());

describe(`the Docusaurus fixture, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it('has the same routes', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected.pages));
  });

  const routes = Object.keys(expected.pages);
  it.each(routes)('%s has the same title, hreflang links, heading ids, links and text', (route) => {
    expect(built[route] && content(built[route])).toEqual(content(expected.pages[route] as PageFacts));
  });

  it.each(routes)('%s has the same navbar, docs sidebar, TOC, pagination and meta tags', (route) => {
    const theirs = expected.pages[route] as PageFacts;
    expect(built[route] && chrome(built[route], theirs)).toEqual(chrome(theirs, theirs));
  });
});
