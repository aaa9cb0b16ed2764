// A source shown in several locales compiles once, with each locale's hrefs and UI strings put in
// afterwards: every page must come out as if it had been compiled on its own in its locale.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileSource, type SourceJob, type VariantResult } from './compile-source.js';
import { writePendingCopies } from './markdown-copies.js';
import type { CompileContext, CompiledPage, CompileJob } from './compile-types.js';
import { localizeText } from './placeholders.js';

/** The pages of a compiled source, one per locale. */
const compileVariants = async (input: Parameters<typeof compileSource>[0]) => (await compileSource(input)).variants;

const dir = mkdtempSync(join(tmpdir(), 'docgen-compile-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILE = join(dir, 'docs', 'page.md');
const OTHER = join(dir, 'docs', 'other.md');
const ONLY_EN = join(dir, 'docs', 'only-en.md');

const context = (hrefByFile: Record<string, string>, strings: Record<string, string>): CompileContext => ({
  hrefByFile,
  strings,
  minHeadingLevel: 2,
  maxHeadingLevel: 3,
  chunkDir: dir,
  chunkUrl: '/assets/data/',
});
const contexts = {
  en: context(
    { [FILE]: '/docs/page', [OTHER]: '/docs/other', [ONLY_EN]: '/docs/only-en' },
    { 'theme.common.headingLinkTitle': 'Direct link to {heading}', 'theme.admonition.tip': 'Tip' },
  ),
  es: context(
    { [FILE]: '/es/docs/page', [OTHER]: '/es/docs/otra' },
    { 'theme.common.headingLinkTitle': 'Enlace directo a {heading}', 'theme.admonition.tip': 'Consejo' },
  ),
};

const job = (body: string, path: string): CompileJob => ({
  path,
  file: FILE,
  displayPath: 'docs/page.md',
  body,
  bodyHash: body,
  lineOffset: 0,
  title: 'Page',
  frontMatter: {},
});

const source = (format: 'md' | 'mdx', body: string, locales: ('en' | 'es')[]): SourceJob => ({
  format,
  file: FILE,
  variants: locales.map((locale) => ({ locale, job: job(body, locale === 'en' ? '/docs/page' : '/es/docs/page') })),
});

/** A page's result with the bytes of the chunks it wrote. */
function withChunks(result: VariantResult | undefined): { page?: unknown; problems?: unknown; chunkCode?: string; fragmentCode?: string } | undefined {
  if (!result || 'problems' in result) return result;
  const page = result.page as CompiledPage & { fragments?: { file: string } };
  return {
    ...result,
    chunkCode: page.chunkFile ? readFileSync(page.chunkFile, 'utf8') : undefined,
    fragmentCode: page.fragments ? readFileSync(page.fragments.file, 'utf8') : undefined,
  };
}

async function compareWithSeparate(format: 'md' | 'mdx', body: string) {
  const [en, es] = await compileVariants({ source: source(format, body, ['en', 'es']), shared: { contexts } });
  const [enAlone] = await compileVariants({ source: source(format, body, ['en']), shared: { contexts } });
  const [esAlone] = await compileVariants({ source: source(format, body, ['es']), shared: { contexts } });
  expect(withChunks(en)).toEqual(withChunks(enAlone));
  expect(withChunks(es)).toEqual(withChunks(esAlone));
  return { en: withChunks(en), es: withChunks(es) };
}

const MARKDOWN = [
  '## Start',
  '',
  'See [the other page](./other.md#setup) and [again](other.md).',
  '',
  ':::tip',
  '',
  'A tip.',
  '',
  ':::',
  '',
  '```ts title="a.ts"',
  'const answer: number = 42;',
  '```',
].join('\n');

describe('compiling a source once for every locale', () => {
  it('gives each locale the page it would get compiled alone: its hrefs, admonition titles and heading link titles', async () => {
    const { en, es } = await compareWithSeparate('md', MARKDOWN);
    expect(en?.chunkCode).toContain('href=\\"/docs/other#setup\\"');
    expect(en?.chunkCode).toContain('aria-label=\\"Direct link to Start\\"');
    expect(es?.chunkCode).toContain('href=\\"/es/docs/otra#setup\\"');
    expect(es?.chunkCode).toContain('href=\\"/es/docs/otra\\"');
    expect(es?.chunkCode).toContain('aria-label=\\"Enlace directo a Start\\"');
    expect(es?.chunkCode).toContain('Consejo');
    expect(es?.chunkCode).not.toMatch(/xdocgenl10n/);
    const links = (es?.page as CompiledPage | undefined)?.links ?? [];
    expect(links.map((link) => link.href)).toEqual(['/es/docs/otra#setup', '/es/docs/otra']);
  });

  it('does the same for an MDX page: module code, page data and static fragments', async () => {
    const body = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n${MARKDOWN}\n\n<Tabs>\n<TabItem value="a" label="A">\n\nSee [other](./other.md).\n\n</TabItem>\n</Tabs>\n`;
    const { es } = await compareWithSeparate('mdx', body);
    const page = es && 'page' in es ? (es.page as { module?: { code: string } }) : undefined;
    // Elements with no component inside are static fragments, links and labels included.
    expect(page?.module?.code).toContain('_jsx(TabItem');
    expect(es?.fragmentCode).toContain('/es/docs/otra#setup');
    expect(es?.fragmentCode).toContain('Consejo');
    expect(`${page?.module?.code}${es?.fragmentCode}`).not.toMatch(/xdocgenl10n/);
  });

  it('falls back to one compile per locale for a link to a page only some locales have, footnotes, and strings that need escaping', async () => {
    await compareWithSeparate('md', 'Read [this](./only-en.md).');
    await compareWithSeparate('md', 'A claim.[^1]\n\n[^1]: The source.');
    const quoted = { ...contexts, es: { ...contexts.es, strings: { ...contexts.es.strings, 'theme.admonition.tip': 'Un "consejo" & más' } } };
    const [, es] = await compileVariants({ source: source('md', MARKDOWN, ['en', 'es']), shared: { contexts: quoted } });
    const [esAlone] = await compileVariants({ source: source('md', MARKDOWN, ['es']), shared: { contexts: quoted } });
    expect(withChunks(es)).toEqual(withChunks(esAlone));
    expect(withChunks(es)?.chunkCode).toContain('Un &quot;consejo&quot; &amp; más');
  });

  it('keeps each file apart when several compile at once in one thread (Markdown and MDX interleave there)', async () => {
    const mdx = `import Tabs from '@theme/Tabs';\n\n${MARKDOWN}\n\n<Tabs />\n`;
    const together = await Promise.all([
      compileVariants({ source: source('mdx', mdx, ['en', 'es']), shared: { contexts } }),
      compileVariants({ source: source('md', 'Go to [another page](./other.md).', ['en', 'es']), shared: { contexts } }),
    ]);
    const alone = [
      await compileVariants({ source: source('mdx', mdx, ['en', 'es']), shared: { contexts } }),
      await compileVariants({ source: source('md', 'Go to [another page](./other.md).', ['en', 'es']), shared: { contexts } }),
    ];
    expect(together.map((results) => results.map(withChunks))).toEqual(alone.map((results) => results.map(withChunks)));
    expect(withChunks(together[1]?.[1])?.chunkCode).toContain('href=\\"/es/docs/otra\\"');
  });

  it('writes each locale the Markdown copy it would get compiled alone: one tree, localized as text', async () => {
    const withCopies = Object.fromEntries(
      Object.entries(contexts).map(([locale, value]) => [
        locale,
        { ...value, copies: { dir: join(dir, 'copies'), url: '', siteUrl: 'https://docs.example.com', exclude: [] } },
      ]),
    );
    const copiesOf = async (locales: ('en' | 'es')[]) => {
      const result = await compileSource({ source: source('md', MARKDOWN, locales), shared: { contexts: withCopies } });
      // The page's admonition is serialized: its copy is left to write after the compile.
      expect(result.copies).toEqual([]);
      const written = writePendingCopies({ jobs: result.pending, localize: localizeText });
      // This test's jobs have the locale in their path.
      const files = locales.map((locale) => join(dir, 'copies', locale === 'en' ? '' : 'es', 'docs/page.md'));
      expect(written).toEqual(files);
      return { jobs: result.pending.length, texts: files.map((file) => readFileSync(file, 'utf8')) };
    };
    const shared = await copiesOf(['en', 'es']);
    // One job, its tree made into text once for both locales.
    expect(shared.jobs).toBe(1);
    const [en, es] = shared.texts;
    expect(en).toContain('[the other page](https://docs.example.com/docs/other#setup)');
    expect(es).toContain('[the other page](https://docs.example.com/es/docs/otra#setup)');
    expect(es).toContain('> **Consejo:** A tip.');
    expect(es).not.toMatch(/xdocgenl10n/);
    expect((await copiesOf(['es'])).texts).toEqual([es]);
    expect((await copiesOf(['en'])).texts).toEqual([en]);
  });

  it('reports an MDX syntax error once per locale, naming the file', async () => {
    const results = await compileVariants({ source: source('mdx', 'import x from "y";\n\n<Broken', ['en', 'es']), shared: { contexts } });
    expect(results).toHaveLength(2);
    for (const result of results)
      expect(result && 'problems' in result ? result.problems[0] : undefined).toMatchObject({
        name: 'MdxSyntax',
        where: expect.stringMatching(/^docs\/page\.md:3/),
      });
  });
});
