// The ZELF site in this repository: every route of the specification exists under both
// interfaces, each page has a title, an h1 and a description, sidebar docs are in the sidebar, no
// internal link or anchor is broken, every page is valid HTML, and the Spanish pages are in Spanish.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../cli/pipeline/build-site.js';
import { setQuiet } from '../cli/logger.js';
import { kb, pageWeight, PAGE_WEIGHT_BUDGET } from '../bin/bench/page-weight.js';

interface RouteFact {
  readonly path: string;
  readonly tree: 'docs' | 'docs-es';
  readonly inSidebar: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const routes = JSON.parse(readFileSync(join(root, 'tests/data/zelf-routes.json'), 'utf8')) as { pages: string[]; docs: RouteFact[] };
const PREFIXES = ['', '/es'] as const;
let outDir: string;

beforeAll(async () => {
  setQuiet(true);
  outDir = join(await mkdtemp(join(tmpdir(), 'docgen-site-')), 'build');
  // onBrokenLinks is 'throw': the build itself fails on a broken link or anchor in Markdown.
  await build({ siteDir: root, outDir });
});
afterAll(() => rm(join(outDir, '..'), { recursive: true, force: true }));

const fileOf = (path: string) => join(outDir, path === '/' || path === '/es' ? `${path}/index.html` : `${path}.html`);
const read = (path: string) => readFile(fileOf(path), 'utf8');
const article = (html: string) => (/<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');

const SPANISH = /\b(el|la|los|las|de|del|que|para|con|una|por|se|es|su|en)\b/gi;
const ENGLISH = /\b(the|and|of|to|is|for|with|that|this|your|you|in)\b/gi;
const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;

describe('the ZELF site', () => {
  it.each(PREFIXES)('has the home page, the Markdown page and the not-found page under "%s/"', (prefix) => {
    for (const page of routes.pages) expect(existsSync(fileOf(`${prefix}${page === '/' ? '' : page}` || '/')), `${prefix}${page}`).toBe(true);
    expect(existsSync(join(outDir, prefix, '404.html'))).toBe(true);
  });

  it.each(PREFIXES)('has every doc of both trees under "%s/" with a title, an h1 and a description', async (prefix) => {
    const missing: string[] = [];
    for (const route of routes.docs) {
      const path = `${prefix}${route.path}`;
      if (!existsSync(fileOf(path))) {
        missing.push(path);
        continue;
      }
      const html = await read(path);
      expect(html, path).toMatch(/<title>[^<]+ \| ZELF<\/title>/);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
    }
    expect(missing).toEqual([]);
  });

  it('puts sidebar docs in their sidebar, marked as the current page, and keeps the others out', async () => {
    for (const route of routes.docs) {
      const html = await read(route.path);
      const active = /<aside class="theme-doc-sidebar-container[^"]*">[\s\S]*aria-current="page"[\s\S]*<\/aside>/.test(html);
      expect(active, route.path).toBe(route.inSidebar);
    }
  });

  it('uses the Spanish interface under /es/', async () => {
    for (const route of [...routes.docs.map((doc) => doc.path), ...routes.pages.filter((page) => page !== '/')]) {
      const html = await read(`/es${route}`);
      expect(html, route).toContain('<html lang="es-ES"');
      expect(html, route).toContain('Saltar al contenido principal');
    }
  });

  it('writes the Spanish tree in Spanish and the English tree in English', async () => {
    for (const route of routes.docs) {
      const text = article(await read(route.path));
      // The English tree holds one page written in Spanish (airdrop-rules-es).
      const spanish = route.tree === 'docs-es' || route.path.endsWith('-es');
      if (spanish) expect(count(text, SPANISH), route.path).toBeGreaterThan(count(text, ENGLISH));
      else if (!route.path.includes('/tutorial-')) expect(count(text, ENGLISH), route.path).toBeGreaterThan(count(text, SPANISH));
    }
  });

  it('gives every API page request examples in cURL, JavaScript and Python tabs on api.zelf.world', async () => {
    const api = routes.docs.filter((route) => /\/api\/(accounts|cuentas|tags|etiquetas|licenses|licencias)\/|\/zns\/online\//.test(route.path));
    expect(api.length).toBeGreaterThanOrEqual(40);
    for (const route of api) {
      const html = await read(route.path);
      // Tabs by their labels, as Docusaurus writes them (a tab's value is not in the page).
      for (const label of ['cURL', '(?:JavaScript|Node\\.js)', 'Python'])
        expect(html, `${route.path} ${label}`).toMatch(new RegExp(`<li role="tab"[^>]*>${label}</li>`));
      expect(html, route.path).toContain('api.zelf.world');
    }
  });

  it('hot-links no image: every image is a file of the site', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    for (const file of files) {
      const html = await readFile(join(outDir, file), 'utf8');
      expect(
        [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]).filter((src) => !src?.startsWith('/')),
        file,
      ).toEqual([]);
    }
  });

  it('has no broken internal link or anchor in any page, React pages included', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    const broken: string[] = [];
    const anchorsOf = new Map<string, Set<string>>();
    const anchors = async (file: string) => {
      let set = anchorsOf.get(file);
      if (!set) {
        set = new Set([...(await readFile(file, 'utf8')).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
        anchorsOf.set(file, set);
      }
      return set;
    };
    for (const file of files) {
      const html = await readFile(join(outDir, file), 'utf8');
      for (const [, href = ''] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        const [path = '', hash] = href.split('#');
        const clean = path.replace(/\/$/, '') || '/';
        // A route (clean URL or folder index) or a static file.
        const target = [join(outDir, `${clean}.html`), join(outDir, clean, 'index.html'), join(outDir, clean)].find(
          (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
        );
        if (!target) broken.push(`${file} -> ${href}`);
        else if (hash && target.endsWith('.html') && !(await anchors(target)).has(decodeURIComponent(hash))) broken.push(`${file} -> ${href} (anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no link a crawler cannot follow: every <a> without href has a role (Lighthouse "crawlable-anchors")', async () => {
    const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    const uncrawlable: string[] = [];
    for (const file of files) {
      const html = await readFile(join(outDir, file), 'utf8');
      for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
        if (!/\shref="[^"]/.test(tag) && !/\s(role|id|name)="[^"]/.test(tag)) uncrawlable.push(`${file}: ${tag}`);
      }
    }
    expect(uncrawlable.slice(0, 5)).toEqual([]);
  });

  it("passes html-validate (the standard preset: the HTML specification) on every page, but for Docusaurus's code block lines", async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    // Docusaurus's CodeBlock puts each line, a <div>, in the <code> element; browsers render it as written.
    const docusaurusMarkup = (message: { ruleId: string; message: string }) =>
      message.ruleId === 'element-permitted-content' && message.message === '<div> element is not permitted as content under <code>';
    const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
    expect(files.length).toBeGreaterThan(250);
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(join(outDir, file), 'utf8'), file);
      for (const result of report.results)
        for (const message of result.messages.filter((found) => !docusaurusMarkup(found)))
          errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
    expect(errors).toEqual([]);
  });

  it('keeps the first load of the home page and of every docs page, Markdown and MDX, under budget, with sized images and no outside fonts', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter(
      (file) => file.endsWith('.html') && !file.startsWith('assets') && !file.startsWith('pagefind'),
    );
    const weights = pages.map((page) => pageWeight({ outDir, page }));
    const docs = weights.filter((weight) => /docs/.test(weight.page));
    // MDX pages (the API reference, with tabs of code samples) are data: they load the theme's renderer of
    // such pages, and their static parts come from the HTML. None needs a module of its own.
    expect(docs.filter((weight) => weight.js.some((file) => /\/content-tree-/.test(file.url))).length).toBeGreaterThan(50);
    expect(docs.filter((weight) => !weight.js.some((file) => /\/content-tree-/.test(file.url))).length).toBeGreaterThan(100);
    expect(weights.filter((weight) => weight.js.some((file) => /\/mdx-/.test(file.url)))).toEqual([]);
    const home = weights.filter((weight) => weight.page === 'index.html' || weight.page === 'es/index.html');
    expect(home).toHaveLength(2);
    const over = [...home, ...docs].filter((weight) => kb(weight.jsGzip) >= PAGE_WEIGHT_BUDGET.jsKB || kb(weight.cssGzip) >= PAGE_WEIGHT_BUDGET.cssKB);
    expect(over.map((weight) => `${weight.page}: JS ${kb(weight.jsGzip).toFixed(1)} KB, CSS ${kb(weight.cssGzip).toFixed(1)} KB`)).toEqual([]);
    // The entry script and the theme's stylesheet are part of what was measured.
    expect(home[0]?.js.some((file) => /\/entry-/.test(file.url))).toBe(true);
    expect(home[0]?.css.length).toBeGreaterThan(0);
    expect(weights.flatMap((weight) => weight.imagesWithoutSize.map((tag) => `${weight.page}: ${tag}`))).toEqual([]);
    expect(weights.flatMap((weight) => weight.externalFonts)).toEqual([]);
  });
});
