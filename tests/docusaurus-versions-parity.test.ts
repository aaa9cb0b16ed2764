// Several docs versions in four languages with partial translations, and a blog, against
// Docusaurus: the bench's generated Docusaurus site (bin/bench/generate-versioned-site.js, small,
// without file links: Docusaurus does not resolve a link from an untranslated doc to a translated
// one) built by Docusaurus and by docgen. The same routes in every language and version; on
// English pages the same title, hreflang links, headings, link targets and text (its spaces
// aside: docgen's Markdown keeps line breaks between table cells and code lines, which show
// nothing); in the other languages the same hreflang links and link targets (the theme's words
// there are docgen's own). In every language the same chrome: navbar, docs sidebar, TOC, and the
// pagination's and meta tags' targets; their text too in English.
//
// The expected facts (tests/fixtures/docusaurus-versions.parity.json) say which Docusaurus built
// them, from the site CONFIG describes. To take them again from a Docusaurus build of that site:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-versions-parity.test.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVersionedSite } from '../bin/bench/generate-versioned-site.js';
import { setQuiet } from '../cli/logger.js';
import { build } from '../cli/pipeline/build-site.js';
import { comparableMeta, paginationTargets, parityFacts, targetMeta, withoutDescription } from './helpers/docusaurus-facts.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';

/** The site both built: generate it with these options to take the facts again. */
const SITE = { docsPerVersion: 3, posts: 2, seed: 5, fileLinks: false } as const;
const CONFIG =
  `the site bin/bench/generate-versioned-site.js writes with ${JSON.stringify(SITE)}, ` +
  'as generated (Docusaurus refuses nothing of it); committed to git; built with webpack (no `future.faster`)';

const ENGLISH = (route: string) => !/^\/(ja|zh-Hans|zh-Hant)(\/|$)/.test(route);

/** The archive's description is docgen's own words, where Docusaurus repeats the title ("Archive"). */
const OWN_DESCRIPTION = ['/blog/archive'];

/** A page's facts as compared (`expected`: Docusaurus's facts of the page, for its meta tags). */
function compared(route: string, facts: PageFacts, expected: PageFacts): Record<string, unknown> {
  const links = facts.links.map((link) => link.split(' ')[0]);
  const meta = comparableMeta({ meta: facts.meta, expected: expected.meta });
  const chrome = { navbar: facts.navbar, sidebar: facts.sidebar, toc: facts.toc };
  if (!ENGLISH(route)) return { alternates: facts.alternates, links, ...chrome, pagination: paginationTargets(facts.pagination), meta: targetMeta(meta) };
  // An author's page without posts says so in each tool's own words.
  const text = facts.text.replace(/\s+/g, '').replace('Thisauthorhasnotwrittenanypostsyet.', '').replace('Nopostsbythisauthoryet.', '');
  return {
    title: facts.title,
    alternates: facts.alternates,
    headings: facts.headings,
    links,
    text,
    ...chrome,
    pagination: facts.pagination,
    meta: OWN_DESCRIPTION.includes(route) ? withoutDescription(meta) : meta,
  };
}

const expected = parityFacts({ file: join(import.meta.dirname, 'fixtures', 'docusaurus-versions.parity.json'), config: CONFIG, take: buildFacts });

let workDir: string;
let built: Record<string, PageFacts>;
beforeAll(async () => {
  setQuiet(true);
  workDir = await mkdtemp(join(tmpdir(), 'docgen-versions-parity-'));
  await generateVersionedSite({ dir: workDir, ...SITE });
  await build({ siteDir: workDir });
  built = buildFacts(join(workDir, 'build'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe(`a site of 5 versions in 4 languages with a blog, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it('has the same routes in every language and version', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected.pages));
  });

  it.each(Object.keys(expected.pages))('%s has the same facts', (route) => {
    const theirs = expected.pages[route] as PageFacts;
    expect(built[route] && compared(route, built[route], theirs)).toEqual(compared(route, theirs, theirs));
  });
});
