// Several docs versions in four languages with partial translations, and a blog, against
// Docusaurus: the bench's generated Docusaurus site (bin/bench/generate-versioned-site.js, small,
// without file links: Docusaurus does not resolve a link from an untranslated doc to a translated
// one) built by Docusaurus 3.10 (with `future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute:
// true } }` added to its config, which that install needs) and by docgen. The same routes in every language and
// version; on English pages the same title, hreflang links, headings, link targets and text (its
// spaces aside: docgen's Markdown keeps line breaks between table cells and code lines, which
// show nothing); in the other languages the same hreflang links and link targets (the theme's
// words there are docgen's own). To take the facts again from such a build of the same site:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run tests/docusaurus-versions-parity.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVersionedSite } from '../bin/bench/generate-versioned-site.js';
import { setQuiet } from '../cli/logger.js';
import { build } from '../cli/pipeline/build-site.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

const EXPECTED = join(import.meta.dirname, 'fixtures', 'docusaurus-versions.parity.json');
/** The site both built: generate it with these options to take the facts again. */
const SITE = { docsPerVersion: 3, posts: 2, seed: 5, fileLinks: false } as const;

const ENGLISH = (route: string) => !/^\/(ja|zh-Hans|zh-Hant)(\/|$)/.test(route);
/** A page's facts as compared: everything in English, links and languages elsewhere. */
function compared(route: string, facts: PageFacts): Record<string, unknown> {
  const links = facts.links.map((link) => link.split(' ')[0]);
  if (!ENGLISH(route)) return { alternates: facts.alternates, links };
  // An author's page without posts says so in each tool's own words.
  const text = facts.text.replace(/\s+/g, '').replace('Thisauthorhasnotwrittenanypostsyet.', '').replace('Nopostsbythisauthoryet.', '');
  return { title: facts.title, alternates: facts.alternates, headings: facts.headings, links, text };
}
const factsOf = (outDir: string) => Object.fromEntries(Object.entries(buildFacts(outDir)).map(([route, facts]) => [route, compared(route, facts)]));

if (process.env.DOCUSAURUS_BUILD) writeFileSync(EXPECTED, `${JSON.stringify(factsOf(process.env.DOCUSAURUS_BUILD), null, 2)}\n`);
const expected = JSON.parse(readFileSync(EXPECTED, 'utf8')) as Record<string, Record<string, unknown>>;

let workDir: string;
let built: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  setQuiet(true);
  workDir = await mkdtemp(join(tmpdir(), 'docgen-versions-parity-'));
  await generateVersionedSite({ dir: workDir, ...SITE });
  await build({ siteDir: workDir });
  built = factsOf(join(workDir, 'build'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('a site of 5 versions in 4 languages with a blog, built by docgen and by Docusaurus', () => {
  it('has the same routes in every language and version', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected));
  });

  it.each(Object.keys(expected))('%s has the same facts', (route) => {
    expect(built[route]).toEqual(expected[route]);
  });
});
