// A Docusaurus site looks like itself when docgen builds it. The fixture is built by docgen and
// opened in Chromium at a desktop and a phone width, in light and dark mode; each first-screen
// element that holds text is held against Docusaurus's build of the same fixture, matched by its
// text: its box (within 8 px) and its type style (size, weight, colour, case). The shares per page
// are printed; the test fails below the goal.
//
// The expected boxes were taken from a Docusaurus build of a copy of the fixture with what
// Docusaurus refuses taken out; the facts file says which Docusaurus and which config
// (CONFIG_FIXTURE_BUILD, as for docusaurus-parity.test.ts). To take them again from such a build,
// served by this test:
//   LOOK_FROM_DOCUSAURUS=<its build folder> npx vitest run --config tests/vitest.config.ts tests/e2e/look-parity.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, hasChromium } from '../helpers/browser.js';
import { CONFIG_FIXTURE_BUILD, docusaurusVersion } from '../helpers/docusaurus-facts.js';
import { compareLook, measureLook, MODES, VIEWPORTS, type LookMatch, type TextBox } from '../helpers/look.js';
import { serveFixture, serveFolder, type ServedFolder } from '../helpers/served-site.js';

/** Share of Docusaurus's first-screen elements docgen shows in place, and in the same type style. */
const GOAL = { placed: 0.9, styled: 0.95 };

const FACTS = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-config.look.json');
const PAGES = ['/', '/docs/intro', '/docs/guides/setup', '/community/support', '/es/docs/intro'];

interface LookFacts {
  /** The Docusaurus version of the build the facts were taken from (its generator tag). */
  readonly docusaurus: string;
  /** The config that build came from. */
  readonly config: string;
  /** Page -> `<viewport> <mode>` -> its first-screen elements. */
  readonly pages: Record<string, Record<string, TextBox[]>>;
}

const variants = VIEWPORTS.flatMap((viewport) => MODES.map((mode) => ({ viewport, mode, name: `${viewport.name} ${mode}` })));

async function lookOf(served: ServedFolder): Promise<LookFacts['pages']> {
  const pages: LookFacts['pages'] = {};
  for (const path of PAGES) {
    pages[path] = {};
    for (const { viewport, mode, name } of variants)
      (pages[path] as Record<string, TextBox[]>)[name] = await measureLook({ browser: served.browser, url: served.url(path), viewport, mode });
  }
  return pages;
}

const from = process.env.LOOK_FROM_DOCUSAURUS;
let served: ServedFolder | null = null;
let measured: LookFacts['pages'] = {};

beforeAll(async () => {
  if (!hasChromium) return;
  if (from) {
    const version = docusaurusVersion(from);
    served = await serveFolder({ root: from });
    writeFileSync(FACTS, `${JSON.stringify({ docusaurus: version, config: CONFIG_FIXTURE_BUILD, pages: await lookOf(served) } satisfies LookFacts)}\n`);
    return;
  }
  served = await serveFixture('docusaurus-config');
  if (served) measured = await lookOf(served);
});
afterAll(() => served?.close());

describeInBrowser('the Docusaurus fixture looks as Docusaurus builds it', () => {
  const facts = JSON.parse(readFileSync(FACTS, 'utf8')) as LookFacts;
  const results: { page: string; variant: string; match: LookMatch }[] = [];

  it.each(PAGES)(`%s has its first-screen elements in place and in their type style (Docusaurus ${facts.docusaurus})`, (page) => {
    for (const { name } of variants) {
      const match = compareLook({ expected: facts.pages[page]?.[name] ?? [], actual: measured[page]?.[name] ?? [] });
      results.push({ page, variant: name, match });
    }
    const ours = results.filter((result) => result.page === page);
    for (const { variant, match } of ours) {
      const share = (count: number) => `${((100 * count) / Math.max(match.total, 1)).toFixed(0)}%`;
      process.stdout.write(`look ${page} ${variant}: ${share(match.placed)} in place, ${share(match.styled)} in style, of ${match.total}\n`);
    }
    for (const { variant, match } of ours) {
      expect(match.total, `${page} ${variant}: Docusaurus showed text`).toBeGreaterThan(0);
      expect(match.placed / match.total, `${page} ${variant} in place:\n${match.misses.join('\n')}`).toBeGreaterThanOrEqual(GOAL.placed);
      expect(match.styled / match.total, `${page} ${variant} in style:\n${match.misses.join('\n')}`).toBeGreaterThanOrEqual(GOAL.styled);
    }
  });
});
