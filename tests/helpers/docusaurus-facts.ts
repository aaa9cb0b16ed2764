// Facts taken from Docusaurus's own build of a fixture, which a parity test holds docgen's build
// against. A facts file says which Docusaurus built them and from what config:
// `{ "docusaurus": "3.10.2", "config": "<fixture> with <what was taken out and why>", "pages": {...} }`.
// Set DOCUSAURUS_BUILD to such a build's folder and the test takes them again first; a folder
// that is not a Docusaurus build is refused.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageFacts } from './page-facts.js';

export interface DocusaurusFacts<T> {
  /** The version of Docusaurus that built the pages (the build's generator tag). */
  readonly docusaurus: string;
  /** The config the build came from: the fixture, and what was taken out of it and why. */
  readonly config: string;
  /** Route -> what the test compares. */
  readonly pages: Record<string, T>;
}

/** The config of Docusaurus's build of tests/fixtures/docusaurus-config, for its parity and look facts. */
export const CONFIG_FIXTURE_BUILD =
  'tests/fixtures/docusaurus-config without `future.v4` (its mdx1Compat flags turn HTML comments and `{#id}` off), ' +
  'the navbar item of type custom-sparkle (a type Docusaurus does not know) and plugin-ideal-image (its sharp install ' +
  'downloads from GitHub); committed to git (for showLastUpdateTime); built with webpack (no `future.faster`)';

/** The Docusaurus version that built a folder, from the generator tag of its home (or 404) page. */
export function docusaurusVersion(buildDir: string): string {
  const page = ['index.html', '404.html'].map((file) => join(buildDir, file)).find((file) => existsSync(file));
  const version = page && /<meta name="generator" content="Docusaurus v([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1];
  if (!version) throw new Error(`${buildDir} is not a Docusaurus build: it has no index.html or 404.html with a Docusaurus generator tag`);
  return version;
}

/**
 * The facts of a test: taken again from the build DOCUSAURUS_BUILD names when it is set (and
 * written to `file` with its Docusaurus version and `config`), else read from `file`.
 */
export function parityFacts<T>({ file, config, take }: { file: string; config: string; take: (buildDir: string) => Record<string, T> }): DocusaurusFacts<T> {
  const buildDir = process.env.DOCUSAURUS_BUILD;
  if (buildDir) {
    const facts: DocusaurusFacts<T> = { docusaurus: docusaurusVersion(buildDir), config, pages: take(buildDir) };
    writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as DocusaurusFacts<T>;
}

/**
 * A page's meta tags as compared. docgen says `og:type website` on every page that states no other
 * type (the Open Graph protocol asks every page for one); Docusaurus says nothing there. Only
 * that line is left out, and only where Docusaurus's page has no og:type.
 */
export function comparableMeta({ meta, expected }: { meta: readonly string[]; expected: readonly string[] }): readonly string[] {
  return expected.some((line) => line.startsWith('og:type ')) ? meta : meta.filter((line) => line !== 'og:type website');
}

/** What a parity test compares of a page: its title, headings, links, text, navbar and meta tags
 * (comparable to `theirs`, Docusaurus's page). */
export const pageContent = ({ title, headings, links, text, navbar, meta }: PageFacts, theirs: PageFacts) => ({
  title,
  headings,
  links,
  text,
  navbar,
  meta: comparableMeta({ meta, expected: theirs.meta }),
});

/** Meta lines without the page's description (`description`, `og:description`). */
export const withoutDescription = (meta: readonly string[]) => meta.filter((line) => !/^(og:)?description /.test(line));

/** Meta tags whose text is no theme word in any language: where the page is and what it is. */
export const targetMeta = (meta: readonly string[]) => meta.filter((line) => /^(canonical|og:url|og:image|og:type|twitter:card|robots) /.test(line));

/** Pagination lines without their labels (`next /blog/page/2`): in other languages a list's labels are the theme's words. */
export const paginationTargets = (pagination: readonly string[]) => pagination.map((line) => line.split(' ', 2).join(' '));
