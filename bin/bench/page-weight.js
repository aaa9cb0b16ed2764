// What a first visit to one built page downloads before it is interactive, gzipped: the module
// scripts the HTML loads or preloads and everything they import statically (not `import()`: those
// load later, on navigation or when a widget opens), the stylesheets, and the page itself. Also
// lists images without width and height (they shift the layout as they load) and fonts the CSS
// fetches from other sites. Used by the benchmark and by the page-weight test.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** The values of one attribute on the tags that match `tagPattern` (simple HTML as docgen writes it). */
function attributeValues({ html, tagPattern, attribute }) {
  const values = [];
  for (const tag of html.match(tagPattern) ?? []) {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag)?.[1];
    if (value !== undefined) values.push(value.replace(/&amp;/g, '&'));
  }
  return values;
}

/** Static imports of an ES module (minified or not): `import"x"`, `import {a} from"x"`, `export * from "x"`. */
function staticImports(code) {
  const found = [];
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(match[1]);
  return found;
}

/** Reads a site URL (`/assets/js/x.js`) from the output folder; baseUrl `/`. */
const fileOf = ({ outDir, url }) => join(outDir, ...url.split('?')[0].split('/').filter(Boolean));

/**
 * @param {{ outDir: string, page: string }} input `page` is the HTML file relative to `outDir`.
 * @returns {{ page: string, htmlGzip: number, js: { url: string, gzip: number }[], jsGzip: number, css: { url: string, gzip: number }[], cssGzip: number, imagesWithoutSize: string[], externalFonts: string[] }}
 */
export function pageWeight({ outDir, page }) {
  const html = readFileSync(join(outDir, page), 'utf8');
  const entryScripts = attributeValues({ html, tagPattern: /<script\b[^>]*type="module"[^>]*>/g, attribute: 'src' });
  const preloads = attributeValues({ html, tagPattern: /<link\b[^>]*rel="modulepreload"[^>]*>/g, attribute: 'href' });
  const stylesheets = attributeValues({ html, tagPattern: /<link\b[^>]*rel="stylesheet"[^>]*>/g, attribute: 'href' });

  const scripts = new Map();
  const queue = [...entryScripts, ...preloads];
  while (queue.length > 0) {
    const url = queue.shift();
    if (scripts.has(url) || /^https?:/.test(url)) continue;
    const code = readFileSync(fileOf({ outDir, url }));
    scripts.set(url, gzipSize(code));
    for (const specifier of staticImports(code.toString('utf8'))) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  const css = stylesheets.map((url) => ({ url, gzip: gzipSize(readFileSync(fileOf({ outDir, url }))) }));
  const cssText = stylesheets.map((url) => readFileSync(fileOf({ outDir, url }), 'utf8')).join('\n');
  const externalFonts = [...cssText.matchAll(/@font-face\s*{[^}]*url\(\s*["']?(https?:[^"')]+)/g)].map((match) => match[1]);
  const imagesWithoutSize = (html.match(/<img\b[^>]*>/g) ?? []).filter((tag) => !/\swidth="/.test(tag) || !/\sheight="/.test(tag));
  const js = [...scripts].map(([url, gzip]) => ({ url, gzip }));
  return {
    page,
    htmlGzip: gzipSize(Buffer.from(html)),
    js,
    jsGzip: js.reduce((sum, file) => sum + file.gzip, 0),
    css,
    cssGzip: css.reduce((sum, file) => sum + file.gzip, 0),
    imagesWithoutSize,
    externalFonts,
  };
}

/** Budgets of a docs page's first load, gzipped. */
export const PAGE_WEIGHT_BUDGET = { jsKB: 90, cssKB: 25 };

export const kb = (bytes) => bytes / 1024;
