// The site's Content-Security-Policy: scripts only from the site itself, plus the inline scripts
// pages carry (the colour mode script, and any a page puts in its head), each allowed by its
// SHA-256 hash, never by 'unsafe-inline'. Written to `_headers` (the format Netlify and Cloudflare
// Pages read, and `docgen serve` applies) and, when configured, to a meta tag in every page.
import { createHash } from 'node:crypto';
import type { Output } from '../output/output.js';

/** `'sha256-…'` source expression of an inline script's text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Hashes of the inline scripts a browser would run in this HTML (JSON and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && SCRIPT_TYPES.has((/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '').toLowerCase()),
    )
    .map(([, , text = '']) => scriptHash(text));
}

/** What a page needs the policy to allow, by directive: the hashes of its inline head scripts,
 * the origins of the frames and media its content embeds. */
export type PolicySources = Readonly<Record<string, readonly string[]>>;

/** Elements whose `src` loads from another origin, and the directive that must allow it. */
const EMBEDS: Record<string, string> = { iframe: 'frame-src', video: 'media-src', audio: 'media-src', source: 'media-src', track: 'media-src' };
const EMBED_TAG = /<(iframe|video|audio|source|track)\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The origins of the frames and media an HTML page embeds from other sites, by directive. */
export function embedSources(html: string): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const [, tag = '', double, single, bare] of html.matchAll(EMBED_TAG)) {
    const src = (double ?? single ?? bare ?? '').replace(/&amp;/g, '&');
    let origin: string;
    try {
      const url = new URL(src);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      origin = url.origin;
    } catch {
      // A relative URL: the site's own origin, which 'self' allows.
      continue;
    }
    const directive = EMBEDS[tag.toLowerCase()] as string;
    (found[directive] ??= new Set()).add(origin);
  }
  return Object.fromEntries(Object.entries(found).map(([directive, origins]) => [directive, [...origins].sort()]));
}

/** Several pages' sources as one: each directive's sources once, sorted. */
export function mergeSources(all: Iterable<PolicySources | undefined>): PolicySources {
  const merged: Record<string, Set<string>> = {};
  for (const sources of all)
    for (const [directive, values] of Object.entries(sources ?? {})) for (const value of values) (merged[directive] ??= new Set()).add(value);
  return Object.fromEntries(
    Object.entries(merged)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([directive, values]) => [directive, [...values].sort()]),
  );
}

/**
 * The policy. Pagefind compiles WebAssembly ('wasm-unsafe-eval', which allows no JavaScript eval)
 * and runs in a worker; pages may show images from anywhere; inline style attributes stay allowed
 * (the announcement bar's colours), scripts never. `sources`: what pages need on top (inline
 * scripts by hash, embedded frames and media by origin); `extra`: the site's own additions.
 */
export function contentSecurityPolicy({
  sources = {},
  extra = {},
  forMeta = false,
}: {
  sources?: PolicySources;
  extra?: PolicySources;
  forMeta?: boolean;
}): string {
  const base: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Ignored (with a console warning) when delivered by a meta tag.
    ...(forMeta ? [] : ([['frame-ancestors', ["'self'"]]] as [string, string[]][])),
  ];
  const directives = new Map(base);
  for (const [directive, values] of [...Object.entries(mergeSources([sources])), ...Object.entries(extra)]) {
    // A directive the policy does not set falls back to default-src: the site's own origin stays allowed.
    const current = directives.get(directive) ?? ["'self'"];
    directives.set(directive, [...current, ...values.filter((value) => !current.includes(value))]);
  }
  return [...directives].map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Writes `_headers` into the output. */
export function writeHeadersFile({ output, policy }: { output: Output; policy: string }): void {
  const lines = ['/*', `  Content-Security-Policy: ${policy}`, '  X-Content-Type-Options: nosniff', '  Referrer-Policy: strict-origin-when-cross-origin', ''];
  output.write(output.headersFile, lines.join('\n'));
}

/** Headers of the `/*` block of a `_headers` file (other blocks are left to the host). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
