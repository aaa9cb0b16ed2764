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

/** A short hash of any JSON-able inputs. */
export function inputKey(...parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}
