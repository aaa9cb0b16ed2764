// The site's Content-Security-Policy: scripts only from the site itself, plus the inline scripts
// pages carry (the colour mode script, and any a page puts in its head), each allowed by its
// SHA-256 hash, never by 'unsafe-inline'. Written to `_headers` (the format Netlify and Cloudflare
// Pages read, and `docgen serve` applies) and, when configured, to a meta tag in every page.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeFileReplacing } from './write-atomic.js';

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

/**
 * The policy. Pagefind compiles WebAssembly ('wasm-unsafe-eval', which allows no JavaScript eval)
 * and runs in a worker; pages may show images from anywhere; inline style attributes stay allowed
 * (the announcement bar's colours), scripts never.
 */
export function contentSecurityPolicy({ scriptHashes, forMeta = false }: { scriptHashes: Iterable<string>; forMeta?: boolean }): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: https:"],
    ['font-src', "'self' data:"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Ignored (with a console warning) when delivered by a meta tag.
    ...(forMeta ? [] : ([['frame-ancestors', "'self'"]] as [string, string][])),
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Writes `_headers` into `outDir` and returns its path. */
export async function writeHeadersFile({ outDir, policy }: { outDir: string; policy: string }): Promise<string> {
  const lines = ['/*', `  Content-Security-Policy: ${policy}`, '  X-Content-Type-Options: nosniff', '  Referrer-Policy: strict-origin-when-cross-origin', ''];
  const file = join(outDir, '_headers');
  writeFileReplacing(file, lines.join('\n'));
  return file;
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
