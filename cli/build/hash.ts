import { createHash } from 'node:crypto';

/** Short content hash for file names: same bytes, same name. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 10).toLowerCase();
}
