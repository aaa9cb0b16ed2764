// The tags a site puts in every page's head (Docusaurus's headTags, scripts, stylesheets and
// themeConfig.metadata), written once as HTML, and what the Content-Security-Policy must allow for
// them: their inline scripts by hash, the origins of their scripts and stylesheets.
import type { SiteConfig } from '../../config/resolve-config.js';
import { inlineScriptHashes, mergeSources, type PolicySources } from './csp.js';
import { htmlTag as tag, type TagAttributes as Attributes } from '../output/html.js';

/** The site's head tags as HTML, in Docusaurus's order: stylesheets, scripts, headTags. (Its
 * metadata goes with the page's own meta tags: html-document.ts.) */
export function siteHeadTags(config: Pick<SiteConfig, 'headTags' | 'scripts' | 'stylesheets'>): string {
  return [
    ...config.stylesheets.map((sheet) =>
      tag({ tagName: 'link', attributes: typeof sheet === 'string' ? { rel: 'stylesheet', href: sheet } : { rel: 'stylesheet', ...(sheet as Attributes) } }),
    ),
    ...config.scripts.map((script) => tag({ tagName: 'script', attributes: typeof script === 'string' ? { src: script } : (script as Attributes) })),
    ...config.headTags.map(tagOrHtml),
  ].join('\n');
}

/** A tag given as data, or as HTML. */
const tagOrHtml = (given: string | Parameters<typeof tag>[0]) => (typeof given === 'string' ? given : tag(given));

/** The site's tags for the start and the end of every page's body. */
export function siteBodyTags(config: Pick<SiteConfig, 'preBodyTags' | 'postBodyTags'>): { pre: string; post: string } {
  return { pre: config.preBodyTags.map(tagOrHtml).join('\n'), post: config.postBodyTags.map(tagOrHtml).join('\n') };
}

const originOf = (url: string | undefined): string[] => {
  try {
    const parsed = new URL((url ?? '').replace(/&amp;/g, '&'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
};

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/** What the policy must allow for these tags: inline scripts, and scripts and stylesheets from other origins. */
export function tagSources(html: string): PolicySources {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].flatMap(([, attributes = '']) => originOf(attribute(attributes, 'src')));
  const styles = [...html.matchAll(/<link\b([^>]*)>/gi)]
    .filter(([, attributes = '']) => /^stylesheet$/i.test(attribute(attributes, 'rel') ?? ''))
    .flatMap(([, attributes = '']) => originOf(attribute(attributes, 'href')));
  const hashes = inlineScriptHashes(html);
  return mergeSources(
    [{ 'script-src': [...hashes, ...scripts], 'style-src': styles }].map((sources) =>
      Object.fromEntries(Object.entries(sources).filter(([, values]) => values.length > 0)),
    ),
  );
}

export interface SiteTags {
  readonly head: string;
  readonly body: { readonly pre: string; readonly post: string };
  readonly sources: PolicySources;
}

type TagsConfig = Pick<SiteConfig, 'headTags' | 'scripts' | 'stylesheets' | 'preBodyTags' | 'postBodyTags' | 'plugins'>;

/** A tag a plugin's injectHtmlTags gave, as the config's lists take them: HTML, or a tag object
 * (without attributes, or with some left undefined, as plugins write them). */
function pluginTag(given: unknown): string | Parameters<typeof tag>[0] {
  if (typeof given === 'string') return given;
  const { tagName, attributes, innerHTML } = (given ?? {}) as { tagName?: unknown; attributes?: Record<string, unknown>; innerHTML?: unknown };
  const kept = Object.entries(attributes ?? {}).filter(([, value]) => value !== undefined && value !== null) as [string, string | number | boolean][];
  return { tagName: String(tagName), attributes: Object.fromEntries(kept), ...(innerHTML !== undefined ? { innerHTML: String(innerHTML) } : {}) };
}

/** The config's tags with the plugins' for a locale after them, as Docusaurus orders them (every
 * locale's when none is named: the policy allows what any page has). */
function withPluginTags(config: TagsConfig, locale: string | undefined): TagsConfig {
  const outputs = Object.entries(config.plugins?.byLocale ?? {})
    .filter(([code]) => locale === undefined || code === locale)
    .map(([, output]) => output);
  if (outputs.length === 0) return config;
  const add = (key: 'headTags' | 'preBodyTags' | 'postBodyTags') => [...config[key], ...outputs.flatMap((output) => output[key].map(pluginTag))];
  return { ...config, headTags: add('headTags'), preBodyTags: add('preBodyTags'), postBodyTags: add('postBodyTags') } as TagsConfig;
}

/** The site's tags for every page of a locale, and what the policy must allow for them: made once per build. */
export function siteTags(given: TagsConfig, locale?: string): SiteTags {
  const config = withPluginTags(given, locale);
  const head = siteHeadTags(config);
  const body = siteBodyTags(config);
  const sources = tagSources([head, body.pre, body.post].join('\n'));
  // A live code theme compiles the reader's code in the page (react-live evaluates it).
  return { head, body, sources: config.plugins?.liveCode ? mergeSources([sources, { 'script-src': ["'unsafe-eval'"] }]) : sources };
}
