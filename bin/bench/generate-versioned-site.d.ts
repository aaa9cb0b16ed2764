// Types of generate-versioned-site.js, so the TypeScript tests can import the plain-JS generator.

/** Writes a Docusaurus site of 5 docs versions in 4 locales (translations partial) and a blog into `dir`; same seed, same bytes. */
export function generateVersionedSite(options: {
  dir: string;
  docsPerVersion?: number;
  posts?: number;
  seed?: number;
  /** false: no Markdown file links in the docs, as a site Docusaurus also builds needs. Default: true. */
  fileLinks?: boolean;
}): Promise<{ docsPerVersion: number; versions: number; locales: number; posts: number; docs: readonly string[] }>;
