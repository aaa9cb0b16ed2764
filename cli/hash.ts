// Hashes for names and keys: the base of the build's reuse (a stored result is trusted only while
// the key of its inputs matches) and of every content-named output file. Imports nothing of cli/.
import { createHash } from 'node:crypto';

/** Full-length digest of a file's bytes, for telling whether it changed since a cached build. */
export function fileDigest(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('base64url');
}

/** Short content hash for file names: same bytes, same name. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 10).toLowerCase();
}

/**
 * The folder of the site being built, written as one placeholder in every input key: a key names
 * what a result was made from, not where the site was, so a build cache restored in another
 * folder (a CI runner's new checkout) still matches. Set by the build before anything is keyed.
 * Process-wide: two sites built at once in one process (tests) can only miss each other's keys,
 * since a key is only ever compared with keys of the same site's cache.
 */
let keyRoot: RegExp | undefined;

export function setKeyRoot(siteDir: string): void {
  // As JSON writes it (a Windows path's backslashes doubled), and only as a whole path segment.
  const written = JSON.stringify(siteDir)
    .slice(1, -1)
    .replace(/[\\/]+$/, '');
  keyRoot = new RegExp(`${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\\\/"]|$)`, 'g');
}

/** A short hash of any JSON-able inputs, with the site's folder as written left in: for what this
 * process keeps of one site only (a compiler holding the site's paths), never for a stored key. */
export function exactKey(...parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

/** A short hash of any JSON-able inputs, the site's folder left out (setKeyRoot). */
export function inputKey(...parts: unknown[]): string {
  const text = JSON.stringify(parts);
  return createHash('sha1')
    .update(keyRoot ? text.replace(keyRoot, '<site>') : text)
    .digest('base64url');
}
