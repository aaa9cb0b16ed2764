// plugin-client-redirects against Docusaurus: every URL a Docusaurus 3.10 build of the fixture
// with redirects serves (tests/fixtures/docusaurus-config.redirects.parity.json: URL -> where its
// page redirects, or null for a page) is served by docgen's build, redirecting to the same place.
// An old `.html` URL of a page is the page itself in docgen's output (it writes `x.html`), where
// Docusaurus writes a redirect to it. The facts were taken from a copy of the fixture built with
// Docusaurus Faster, without the Sass plugin and module, ideal-image and the custom navbar item.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { withRedirects } from './helpers/redirects-fixture.js';

const expected = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'docusaurus-config.redirects.parity.json'), 'utf8')) as Record<
  string,
  string | null
>;

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await withRedirects(site);
  await site.build();
});
afterAll(() => site.remove());

/** The file docgen serves a URL from, as `docgen serve` and hosts with clean URLs find it. */
function servedFile(url: string): string | undefined {
  const base = url === '/' ? '/index' : url;
  return [url.endsWith('.html') ? url : `${base}.html`, `${base}/index.html`].map((file) => join(site.outDir, file)).find((file) => existsSync(file));
}
const redirectOf = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]*)">/.exec(html)?.[1] ?? null;

it.each(Object.entries(expected))('%s is served as Docusaurus serves it (redirect: %s)', (url, target) => {
  const file = servedFile(url);
  expect(file, `no file serves ${url}`).toBeDefined();
  const redirect = redirectOf(readFileSync(file as string, 'utf8'));
  if (target === null || url === `${target}.html`) expect(redirect).toBeNull();
  else expect(redirect).toBe(target);
});
