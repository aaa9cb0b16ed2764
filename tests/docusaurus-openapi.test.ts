// An API reference as Docusaurus sites make one (tests/fixtures/docusaurus-openapi, its packages
// from tests/plugin-packages): docusaurus-plugin-openapi-docs writes the pages from an OpenAPI file
// with its own command (`docgen gen-api-docs all`, as `docusaurus gen-api-docs all`), and
// docusaurus-theme-openapi-docs renders each endpoint's page with its ApiItem (the docs plugin's
// docItemComponent). docgen's build against Docusaurus's own build of it: the same routes, titles,
// headings, links and text. The request panel runs in the browser (tests/e2e/themes.test.ts).
//
// To take the facts again from a Docusaurus build of the fixture:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docusaurus-openapi.test.ts
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContent, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, FIXTURES, type FixtureSite } from './helpers/fixture.js';
import { buildFacts, type PageFacts } from './helpers/page-facts.js';
import { captureWarnings } from './helpers/warnings.js';

const FIXTURE_BUILD =
  'tests/fixtures/docusaurus-openapi after `docusaurus gen-api-docs all`, built with rspack (`future: { v4: true, faster: { ...every flag, swcHtmlMinimizer: false } }` ' +
  "added: webpack's module concatenation stops on the theme's CommonJS files, 'Cannot get final name for export __esModule')";

const expected = parityFacts<PageFacts>({
  file: join(import.meta.dirname, 'fixtures', 'docusaurus-openapi.parity.json'),
  config: FIXTURE_BUILD,
  take: buildFacts,
});

const root = fileURLToPath(new URL('..', import.meta.url));
let site: FixtureSite;
let generated: ReturnType<typeof spawnSync>;
let built: Record<string, PageFacts>;
let warnings: string[];
beforeAll(async () => {
  if (!existsSync(join(FIXTURES, 'docusaurus-openapi', 'node_modules', 'docusaurus-theme-openapi-docs'))) {
    throw new Error("The fixture's plugin and theme are not installed: run `npm ci --prefix tests/plugin-packages` (npm test does).");
  }
  site = await copyFixture('docusaurus-openapi');
  generated = spawnSync(process.execPath, [join(root, 'bin', 'docgen.js'), 'gen-api-docs', 'all'], { cwd: site.dir, encoding: 'utf8' });
  warnings = await captureWarnings(() => site.build());
  built = buildFacts(site.outDir);
}, 120_000);
afterAll(() => site?.remove());

describe(`an OpenAPI reference, built by docgen and by Docusaurus ${expected.docusaurus}`, () => {
  it("writes the endpoints' pages with the plugin's own command", () => {
    expect(generated.status).toBe(0);
    expect(readdirSync(join(site.dir, 'docs', 'api')).sort()).toEqual([
      'read-proof.ParamsDetails.json',
      'read-proof.RequestSchema.json',
      'read-proof.StatusCodes.json',
      'read-proof.api.mdx',
      'record-check.RequestSchema.json',
      'record-check.StatusCodes.json',
      'record-check.api.mdx',
      'sidebar.ts',
      'verifier-api.info.mdx',
    ]);
  });

  it('has the same routes', () => {
    expect(Object.keys(built)).toEqual(Object.keys(expected.pages));
  });

  it.each(Object.keys(expected.pages))('%s has the same title, headings, links, text, navbar and meta tags', (route) => {
    const theirs = expected.pages[route] as PageFacts;
    expect(built[route] && pageContent(built[route], theirs)).toEqual(pageContent(theirs, theirs));
  });

  it("renders an endpoint's page with the theme's ApiItem: the content on the left, the request panel's place on the right", () => {
    const html = readFileSync(join(site.outDir, 'docs', 'api', 'record-check.html'), 'utf8');
    expect(html).toContain('class="row theme-api-markdown"');
    expect(html).toMatch(/<div class="col col--7 openapi-left-panel__container">.*<h1 class="openapi__heading"[^>]*>Record a check<\/h1>/s);
    expect(html).toContain('<div class="col col--5 openapi-right-panel__container">');
    // The theme's Sass, compiled into the site's stylesheet.
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map(([, href]) => readFileSync(join(site.outDir, href!), 'utf8'));
    expect(sheets.join('')).toContain('.openapi-left-panel__container');
  });

  it('runs every hook of the plugin and the theme: nothing is left out', () => {
    expect(warnings).toEqual([]);
  });
});
