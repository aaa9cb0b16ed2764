// Assembles one full HTML document from rendered body HTML and head facts. Pure: no I/O.
import { escapeHtml, htmlTag } from '../output/html.js';

export interface HtmlDocumentInput {
  readonly lang: string;
  readonly direction: 'ltr' | 'rtl';
  readonly colorMode: { readonly defaultMode: 'light' | 'dark'; readonly respectPrefersColorScheme: boolean };
  readonly title: string;
  readonly description?: string;
  /** og:title and og:description, when they are not the title and description (a page's Head
   * replaced those, as Docusaurus lets it, leaving Open Graph with the page's own). */
  readonly ogTitle?: string;
  readonly ogDescription?: string;
  readonly keywords?: readonly string[];
  /** Absolute URL of this page. */
  readonly canonical?: string;
  /** hreflang -> absolute URL, including x-default. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  /** URL of the page's Markdown copy, named for tools that read Markdown. */
  readonly markdownCopy?: string;
  readonly ogLocale: string;
  readonly image?: string;
  readonly favicon?: string;
  readonly noIndex: boolean;
  readonly styles: readonly string[];
  readonly script: string;
  readonly preload: readonly string[];
  readonly body: string;
  /** The site's tags for every page's head (already HTML; site-tags.ts). */
  readonly siteHead?: string;
  /** The site's tags for the start and end of the body (preBodyTags, postBodyTags; already HTML). */
  readonly siteBody?: { readonly pre: string; readonly post: string };
  /** The site's <meta> tags (themeConfig.metadata); one the page writes itself (its description) wins. */
  readonly siteMeta?: readonly Readonly<Record<string, string>>[];
  /** Extra head tags from the renderer (already HTML). */
  readonly headTags?: string;
  /** Tags the page's Head gives (already HTML), and the keys of the page's own tags they replace
   * (`name=…`, `property=…`, `rel=canonical`). */
  readonly pageHead?: { readonly html: string; readonly replaces: ReadonlySet<string> };
  /** Classes the page's Head gives `<html>` and `<body>`. */
  readonly htmlClass?: readonly string[];
  readonly bodyClass?: readonly string[];
  /** Other attributes the page's Head gives `<html>` (a `lang` or `dir` replaces the locale's) and `<body>`. */
  readonly htmlAttributes?: Readonly<Record<string, string>>;
  readonly bodyAttributes?: Readonly<Record<string, string>>;
  /** Content-Security-Policy for a meta tag (config `csp.meta`). */
  readonly csp?: string;
  readonly boot: unknown;
}

/** JSON that is safe inside <script>: no `</script>`, no `<!--`, no line separators that break JS. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Before first paint: `data-theme` (the mode shown) and `data-theme-choice` (the visitor's choice,
 * or "system") from a `?docusaurus-theme=` link or localStorage `theme`, else the system's mode
 * where the site respects it, else the default; `docusaurus-data-*` query parameters as `data-*`
 * attributes; and whether the visitor closed the announcement bar (CSS hides it then).
 */
export function colorModeScript({ defaultMode, respectPrefersColorScheme }: HtmlDocumentInput['colorMode']): string {
  const fallback = respectPrefersColorScheme ? "(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')" : `'${defaultMode}'`;
  const choiceFallback = respectPrefersColorScheme ? "'system'" : `'${defaultMode}'`;
  return [
    '(function(){var d=document.documentElement,q,m;',
    'try{q=new URLSearchParams(location.search)}catch(e){}',
    "try{m=q&&q.get('docusaurus-theme')||localStorage.getItem('theme')}catch(e){}",
    "if(m!=='light'&&m!=='dark')m=null;",
    `d.setAttribute('data-theme',m||${fallback});d.setAttribute('data-theme-choice',m||${choiceFallback});`,
    "if(q)q.forEach(function(v,k){if(k.indexOf('docusaurus-data-')===0)d.setAttribute('data-'+k.slice(16),v)});",
    "var c=false;try{c=localStorage.getItem('docusaurus.announcement.dismiss')==='true'}catch(e){}",
    "d.setAttribute('data-announcement-bar-initially-dismissed',c)})();",
  ].join('');
}

/** The shapes icons refer to (`<use href="#...">`), once per page. */
const SVG_SPRITE =
  '<svg style="display: none;"><defs><symbol id="theme-svg-external-link" viewBox="0 0 24 24"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"/></symbol></defs></svg>';

const classAttribute = (classes: readonly string[] | undefined) => (classes?.length ? ` class="${escapeHtml([...new Set(classes)].join(' '))}"` : '');
const otherAttributes = (attributes: Readonly<Record<string, string>> | undefined) =>
  Object.entries(attributes ?? {})
    .filter(([name]) => name !== 'lang' && name !== 'dir')
    .map(([name, value]) => ` ${escapeHtml(name)}="${escapeHtml(value)}"`)
    .join('');

export function htmlDocument(input: HtmlDocumentInput): string {
  const written = new Set<string>();
  const replaced = input.pageHead?.replaces ?? new Set<string>();
  const meta = (attr: string, key: string, value: string | undefined) => {
    if (value === undefined || value === '' || replaced.has(`${attr}=${key}`)) return '';
    written.add(`${attr}=${key}`);
    return `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  };
  const pageMeta = [
    '<meta charset="utf-8">',
    // Before any script it governs.
    input.csp ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(input.csp)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="docgen">',
    `<title>${escapeHtml(input.title)}</title>`,
    meta('name', 'description', input.description),
    input.keywords?.length ? meta('name', 'keywords', input.keywords.join(', ')) : '',
    meta('name', 'robots', input.noIndex ? 'noindex, nofollow' : undefined),
    input.canonical && !replaced.has('rel=canonical') ? `<link rel="canonical" href="${escapeHtml(input.canonical)}">` : '',
    ...input.alternates.map((alt) => `<link rel="alternate" href="${escapeHtml(alt.href)}" hreflang="${escapeHtml(alt.hreflang)}">`),
    ...(input.markdownCopy ? [`<link rel="alternate" type="text/markdown" href="${escapeHtml(input.markdownCopy)}">`] : []),
    meta('property', 'og:title', input.ogTitle ?? input.title),
    meta('property', 'og:description', input.ogDescription ?? input.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', input.canonical),
    meta('property', 'og:locale', input.ogLocale),
    meta('property', 'og:image', input.image),
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary'),
  ];
  for (const key of replaced) written.add(key);
  const siteMeta = (input.siteMeta ?? [])
    .filter((attributes) => !['name', 'property'].some((attr) => attributes[attr] !== undefined && written.has(`${attr}=${attributes[attr]}`)))
    .map((attributes) => htmlTag({ tagName: 'meta', attributes }));
  const head = [
    ...pageMeta,
    ...siteMeta,
    input.favicon ? `<link rel="icon" href="${escapeHtml(input.favicon)}">` : '',
    ...input.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...input.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    input.siteHead ?? '',
    input.headTags ?? '',
    input.pageHead?.html ?? '',
    `<script>${colorModeScript(input.colorMode)}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(input.htmlAttributes?.lang ?? input.lang)}" dir="${escapeHtml(input.htmlAttributes?.dir ?? input.direction)}"${classAttribute(input.htmlClass)}${otherAttributes(input.htmlAttributes)} data-theme="${input.colorMode.defaultMode}">`,
    `<head>\n${head}\n</head>`,
    `<body${classAttribute(input.bodyClass)}${otherAttributes(input.bodyAttributes)}>`,
    SVG_SPRITE,
    ...(input.siteBody?.pre ? [input.siteBody.pre] : []),
    `<div id="__docusaurus">${input.body}</div>`,
    `<script id="__docgen_data" type="application/json">${scriptJson(input.boot)}</script>`,
    `<script type="module" src="${escapeHtml(input.script)}"></script>`,
    ...(input.siteBody?.post ? [input.siteBody.post] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
