// docgen's build of the Docusaurus-shaped fixture against Docusaurus's own build of the same
// fixture: the same routes, and on each page (404 pages aside) the same title, hreflang links,
// heading ids, links and visible text (tests/helpers/page-facts.ts).
//
// The expected facts were taken from a Docusaurus 3.10.2 build (webpack: without `future.v4`,
// Faster is off) of a copy of the fixture, with what Docusaurus refuses taken out of that copy:
// `future.v4` (its mdx1Compat flags turn HTML comments and `{#id}` off), the navbar item of an
// unknown type, and plugin-ideal-image (its sharp install downloads from GitHub, out of reach
// here); the copy was committed to git (for showLastUpdateTime). To take them again from such a
// build:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run tests/docusaurus-parity.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

const EXPECTED = join(import.meta.dirname, 'fixtures', 'docusaurus-config.parity.json');

if (process.env.DOCUSAURUS_BUILD) writeFileSync(EXPECTED, `${JSON.stringify(buildFacts(process.env.DOCUSAURUS_BUILD), null, 2)}\n`);
const expected = JSON.parse(readFileSync(EXPECTED, 'utf8')) as Record<string, PageFacts>;

let site: FixtureSite;
let built: Record<string, PageFacts>;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await site.build();
  built = buildFacts(site.outDir);
});
afterAll(() => site.remove());

describe('the Docusaurus fixture, built by docgen and by Docusaurus', () => {
  it('has the same routes', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected));
  });

  it.each(Object.keys(expected))('%s has the same title, hreflang links, heading ids, links and text', (route) => {
    expect(built[route]).toEqual(expected[route]);
  });
});
