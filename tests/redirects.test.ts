// Docusaurus's plugin-client-redirects in a Docusaurus config: a page at each old path of each
// locale, `_redirects` for hosts, the policy allowing the pages' script, and a clear error for a
// rule that leads nowhere. And against Docusaurus: every URL Docusaurus's build of the same
// fixture serves (tests/fixtures/docusaurus-config.redirects.parity.json: URL -> where its page
// redirects, or null for a page; with the Docusaurus version and the config it came from, CONFIG)
// is served by docgen's build, redirecting to the same place. An old `.html` URL of a page is the
// page itself in docgen's output (it writes `x.html`), where Docusaurus writes a redirect to it.
// To take the facts again from such a build:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/redirects.test.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile, scriptHash } from '../cli/pipeline/site/csp.js';
import { REDIRECT_SCRIPT } from '../cli/pipeline/site-files/redirects.js';
import { CONFIG_FIXTURE_BUILD, parityFacts } from './helpers/docusaurus-facts.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { withRedirects } from './helpers/redirects-fixture.js';

const CONFIG = `${CONFIG_FIXTURE_BUILD}; with plugin-client-redirects 3.10.2 added as tests/helpers/redirects-fixture.ts adds it`;

const redirectOf = (html: string) => /<meta http-equiv="refresh" content="0; url=([^"]*)">/.exec(html)?.[1] ?? null;

/** Every URL a build serves (an HTML file; `x/index.html` as `/x`) -> where its page redirects, or null for a page. */
function servedUrls(buildDir: string): Record<string, string | null> {
  // A redirect from `x.html` is `x.html/index.html` there: a folder named as a page.
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  return Object.fromEntries(files.map((file) => [`/${file.replace(/(^|\/)index\.html$/, '')}`, redirectOf(readFileSync(join(buildDir, file), 'utf8'))]));
}

const expected = parityFacts({ file: join(import.meta.dirname, 'fixtures', 'docusaurus-config.redirects.parity.json'), config: CONFIG, take: servedUrls });

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

// First: the last test below changes the site.
describe(`the fixture with redirects, against Docusaurus ${expected.docusaurus}`, () => {
  it.each(Object.entries(expected.pages))('%s is served as Docusaurus serves it (redirect: %s)', (url, target) => {
    const file = servedFile(url);
    expect(file, `no file serves ${url}`).toBeDefined();
    const redirect = redirectOf(readFileSync(file as string, 'utf8'));
    if (target === null || url === `${target}.html`) expect(redirect).toBeNull();
    else expect(redirect).toBe(target);
  });
});

describe('plugin-client-redirects', () => {
  it('writes a page at each old path that leads to the new one, in each locale and its language', async () => {
    const english = await site.read('docs/start.html');
    expect(english).toContain('<html lang="en-US">');
    expect(english).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(english).toContain('<link rel="canonical" href="https://fixture.example.com/docs/intro">');
    expect(english).toContain('<a id="redirect" href="/docs/intro">Go to the new page</a>');
    const spanish = await site.read('es/docs/old-intro.html');
    expect(spanish).toContain('<meta http-equiv="refresh" content="0; url=/es/docs/intro">');
    expect(spanish).toContain('<a id="redirect" href="/es/docs/intro">Ir a la página nueva</a>');
    expect(await site.read('docs/setup.html')).toContain('url=/docs/guides/setup"');
    expect(await site.read('forum.html')).toContain('url=https://forum.example.com/"');
  });

  it('keeps a page where an old path is its own file, and lists every redirect in _redirects', async () => {
    // fromExtensions: ['html'] asks for /docs/intro.html, which is the page itself here.
    expect(await site.read('docs/intro.html')).toContain('<h1');
    expect((await site.read('_redirects')).split('\n')).toEqual(
      expect.arrayContaining([
        '/docs/start /docs/intro 301',
        '/es/docs/start /es/docs/intro 301',
        '/forum https://forum.example.com/ 301',
        '/docs/setup /docs/guides/setup 301',
      ]),
    );
  });

  it("allows the redirect pages' script in the policy, and leaves them out of the sitemap", async () => {
    const policy = parseHeadersFile(await site.read('_headers'))['Content-Security-Policy'] ?? '';
    expect(policy).toContain(scriptHash(REDIRECT_SCRIPT));
    expect(await site.read('sitemap.xml')).not.toContain('/docs/start');
  });

  it('fails the build, keeping the last output, when a rule leads to no page', async () => {
    await site.edit('docusaurus.config.js', (text) => text.replace("to: '/docs/intro' }", "to: '/docs/intro-gone' }"));
    const error = await site.buildError();
    expect(error.message).toContain('redirects: the redirect from "/docs/start" leads to "/docs/intro-gone", which is no page of this site.');
    expect(existsSync(join(site.outDir, 'docs/start.html'))).toBe(true);
  });
});
