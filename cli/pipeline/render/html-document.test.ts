import { describe, expect, it } from 'vitest';
import { colorModeScript, htmlDocument, type HtmlDocumentInput, scriptJson } from './html-document.js';
import { escapeHtml } from '../output/html.js';

describe('escapeHtml', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<b>bold</b>', '&lt;b&gt;bold&lt;/b&gt;'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ["it's", 'it&#39;s'],
    ['&amp;', '&amp;amp;'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(escapeHtml(value)).toBe(expected);
  });
});

describe('scriptJson', () => {
  it.each<[string, unknown]>([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['an HTML comment opener', '<!-- comment -->'],
    ['upper-case closing tag', '</SCRIPT>'],
    ['an ampersand', 'a && b'],
    ['line and paragraph separators', 'a\u2028b\u2029c'],
    ['a nested object', { title: '</script><script>alert(1)</script>', list: ['<!--', '\u2028', 1, true, null], nested: { x: '>' } }],
    ['a number', 42],
    ['null', null],
  ])('%s: safe inside <script> and parses back to the same value', (_name, value) => {
    const output = scriptJson(value);
    expect(output.toLowerCase()).not.toContain('</script');
    expect(output).not.toContain('<!--');
    expect(output).not.toContain('\u2028');
    expect(output).not.toContain('\u2029');
    expect(JSON.parse(output)).toEqual(value);
  });

  it('escapes < and > as \\u003c and \\u003e', () => {
    expect(scriptJson('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  it('escapes U+2028 and U+2029 as \\u escapes', () => {
    expect(scriptJson('a\u2028b\u2029')).toBe('"a\\u2028b\\u2029"');
  });
});

/** Runs the script against a stand-in document, storage, location and system preference. */
function runColorModeScript({
  defaultMode,
  respectPrefersColorScheme,
  stored = null,
  search = '',
  systemDark = false,
  dismissed = null,
}: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  stored?: string | null;
  search?: string;
  systemDark?: boolean;
  dismissed?: string | null;
}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const documentElement = { setAttribute: (name: string, value: unknown) => (attributes[name] = String(value)) };
  const storage: Record<string, string | null> = { theme: stored, 'docusaurus.announcement.dismiss': dismissed };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark });
  new Function('document', 'localStorage', 'matchMedia', 'location', colorModeScript({ defaultMode, respectPrefersColorScheme }))(
    { documentElement },
    localStorage,
    matchMedia,
    { search },
  );
  return attributes;
}

describe('colorModeScript', () => {
  it.each<['light' | 'dark', boolean, string, string]>([
    ['light', false, 'light', 'light'],
    ['dark', false, 'dark', 'dark'],
    ['light', true, 'dark', 'system'],
    ['dark', true, 'dark', 'system'],
  ])(
    'with no choice stored, defaultMode %s and respectPrefersColorScheme %s show %s (choice %s) on a dark system',
    (defaultMode, respectPrefersColorScheme, theme, choice) => {
      const attributes = runColorModeScript({ defaultMode, respectPrefersColorScheme, systemDark: true });
      expect(attributes).toMatchObject({ 'data-theme': theme, 'data-theme-choice': choice });
    },
  );

  it("shows the visitor's stored choice, and a ?docusaurus-theme= link over it", () => {
    expect(runColorModeScript({ defaultMode: 'light', respectPrefersColorScheme: true, stored: 'dark' })).toMatchObject({
      'data-theme': 'dark',
      'data-theme-choice': 'dark',
    });
    expect(runColorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: false, stored: 'dark', search: '?docusaurus-theme=light' })).toMatchObject({
      'data-theme': 'light',
      'data-theme-choice': 'light',
    });
    expect(runColorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: false, stored: 'purple' })).toMatchObject({ 'data-theme': 'dark' });
  });

  it('copies docusaurus-data-* query parameters to data-* attributes, and says whether the announcement bar was closed', () => {
    const attributes = runColorModeScript({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
      search: '?docusaurus-data-mode=embed&other=1',
      dismissed: 'true',
    });
    expect(attributes['data-mode']).toBe('embed');
    expect(attributes['data-other']).toBeUndefined();
    expect(attributes['data-announcement-bar-initially-dismissed']).toBe('true');
    expect(runColorModeScript({ defaultMode: 'light', respectPrefersColorScheme: false })['data-announcement-bar-initially-dismissed']).toBe('false');
  });
});

const base: HtmlDocumentInput = {
  lang: 'en',
  direction: 'ltr',
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  title: 'Intro | Site',
  alternates: [],
  ogLocale: 'en',
  noIndex: false,
  styles: ['/assets/main.css'],
  script: '/assets/entry.js',
  preload: ['/assets/chunk.js'],
  body: '<main>Hello</main>',
  boot: { route: '/docs/intro' },
};

const bootJson = (html: string): unknown => {
  const match = /<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot script');
  return JSON.parse(match[1] ?? '');
};

describe('htmlDocument', () => {
  it('escapes the title in <title> and og:title', () => {
    const html = htmlDocument({ ...base, title: 'A "quoted" <b>title</b>' });
    const escaped = 'A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).not.toContain('<b>title</b>');
  });

  it('escapes the description in the description and og:description metas', () => {
    const html = htmlDocument({ ...base, description: 'Use <tags> & "quotes"' });
    const escaped = 'Use &lt;tags&gt; &amp; &quot;quotes&quot;';
    expect(html).toContain(`<meta name="description" content="${escaped}">`);
    expect(html).toContain(`<meta property="og:description" content="${escaped}">`);
  });

  it("gives Open Graph the page's own title and description where a Head replaced them", () => {
    const html = htmlDocument({ ...base, title: 'Given', ogTitle: 'Page | Site', description: 'Given text', ogDescription: 'Page text' });
    expect(html).toContain('<title>Given</title>');
    expect(html).toContain('<meta property="og:title" content="Page | Site">');
    expect(html).toContain('<meta name="description" content="Given text">');
    expect(html).toContain('<meta property="og:description" content="Page text">');
  });

  it('leaves out the description metas without a description', () => {
    const html = htmlDocument(base);
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('og:description');
  });

  it('writes the canonical link, og:url and one hreflang link per alternate', () => {
    const html = htmlDocument({
      ...base,
      canonical: 'https://example.com/docs/intro',
      alternates: [
        { hreflang: 'en', href: 'https://example.com/docs/intro' },
        { hreflang: 'es', href: 'https://example.com/es/docs/intro' },
        { hreflang: 'x-default', href: 'https://example.com/docs/intro' },
      ],
    });
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs/intro">');
    expect(html).toContain('<meta property="og:url" content="https://example.com/docs/intro">');
    expect(html).toContain('<link rel="alternate" href="https://example.com/docs/intro" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://example.com/es/docs/intro" hreflang="es">');
    expect(html).toContain('<link rel="alternate" href="https://example.com/docs/intro" hreflang="x-default">');
    expect(html.match(/rel="alternate"/g)).toHaveLength(3);
  });

  it('has no canonical link without a canonical URL', () => {
    const html = htmlDocument(base);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it.each<[boolean, boolean]>([
    [true, true],
    [false, false],
  ])('noIndex %s -> robots noindex meta present: %s', (noIndex, present) => {
    const html = htmlDocument({ ...base, noIndex });
    expect(html.includes('<meta name="robots" content="noindex, nofollow">')).toBe(present);
    expect(html.includes('noindex')).toBe(present);
  });

  it('puts the boot data as safe JSON inside the __docgen_data script', () => {
    const boot = { route: '/docs/intro', title: '</script><script>alert(1)</script>', note: '<!-- x -->', sep: '\u2028' };
    const html = htmlDocument({ ...base, boot });
    expect(bootJson(html)).toEqual(boot);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- x');
  });

  it("writes lang, dir and the default theme on <html>, the icons' shapes and the body inside #__docusaurus", () => {
    const html = htmlDocument({ ...base, lang: 'ar', direction: 'rtl', colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true } });
    expect(html.startsWith('<!doctype html>\n<html lang="ar" dir="rtl" data-theme="dark">')).toBe(true);
    expect(html).toContain('<body>\n<svg style="display: none;"><defs><symbol id="theme-svg-external-link" viewBox="0 0 24 24">');
    expect(html).toContain('<div id="__docusaurus"><main>Hello</main></div>');
    expect(html).toContain(`<script>${colorModeScript({ defaultMode: 'dark', respectPrefersColorScheme: true })}</script>`);
  });

  it("writes the attributes a page's Head gives <html> and <body>: lang and dir in place of the locale's, others escaped", () => {
    const html = htmlDocument({
      ...base,
      lang: 'en',
      direction: 'ltr',
      htmlClass: ['a'],
      htmlAttributes: { lang: 'fr', 'data-x': 'say "hi"' },
      bodyAttributes: { 'data-page': 'home' },
    });
    expect(html).toContain('<html lang="fr" dir="ltr" class="a" data-x="say &quot;hi&quot;" data-theme="light">');
    expect(html).toContain('<body data-page="home">');
  });

  it('links styles, module preloads and the entry script', () => {
    const html = htmlDocument(base);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk.js">');
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it.each<[string | undefined, string]>([
    [undefined, 'summary'],
    ['https://example.com/card.png', 'summary_large_image'],
  ])('image %s -> twitter:card %s', (image, card) => {
    const html = htmlDocument({ ...base, image });
    expect(html).toContain(`<meta name="twitter:card" content="${card}">`);
    expect(html.includes('og:image')).toBe(image !== undefined);
  });

  it('writes keywords joined by commas, escaped', () => {
    const html = htmlDocument({ ...base, keywords: ['docs', 'a&b'] });
    expect(html).toContain('<meta name="keywords" content="docs, a&amp;b">');
  });
});
