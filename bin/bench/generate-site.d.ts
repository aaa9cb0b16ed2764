// Types of generate-site.js, so the TypeScript tests can import the plain-JS generator under `strict`.

/** mulberry32: a seeded 32-bit PRNG returning numbers in [0, 1). */
export function mulberry32(seed: number): () => number;

export interface GeneratedSite {
  /** Absolute docs folder of the generated site. */
  readonly docsDir: string;
  /** Folders below docs/, posix, relative to docsDir. */
  readonly folders: readonly string[];
  /** Markdown pages, posix, relative to docsDir. */
  readonly docs: readonly string[];
}

/** Writes site.config.ts and docs/ with `pages` pages into `dir`, guides or MDX API reference
 * pages (`style`, default 'guide'); same seed, same bytes. */
export function generateSite(options: { dir: string; pages: number; seed?: number; style?: 'guide' | 'api' }): Promise<GeneratedSite>;
