// The docs' generated pages and their parts as Docusaurus 3.10.2's classic theme renders them, on
// docgen's build of the Docusaurus-shaped fixture (tests/fixtures/docusaurus-look): a category's
// generated index (DocCategoryGeneratedIndexPage, DocCardList, DocCard), the tags pages
// (DocTagsListPage, DocTagDocListPage) and a doc's tags (DocItem/Footer), and an MDX doc's own
// table of contents (TOCInline).
//
// The expected markup of the pages Docusaurus's build of the fixture has is taken from that build
// (tests/fixtures/docusaurus-look.markup.json: the outline of each part, helpers/page-facts.ts); the
// build is described in the fixture's docusaurus.config.js. To take them again from it:
//   DOCUSAURUS_BUILD=<its build folder> npx vitest run --config tests/vitest.config.ts tests/docs-pages.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { builtPages, elementOutline, textIn } from './helpers/page-facts.js';
import { captureWarnings } from './helpers/warnings.js';

const EXPECTED = join(import.meta.dirname, 'fixtures', 'docusaurus-look.markup.json');

/** Each part compared, as `<route> <its outermost element: class, or tag.class>`. */
const PARTS = [
  '/docs/next/category/getting-started generatedIndexPage_ak01',
  '/docs/next/tags main.col--offset-2',
  '/docs/tags main.col--offset-2',
  '/docs/next/tags/setup section.margin-vert--lg',
  '/docs/next/tags/reference section.margin-vert--lg',
  '/docs/next/intro footer.theme-doc-footer',
  '/docs/next/writing/code-blocks footer.theme-doc-footer',
];

/** The outline of each part in the build in `outDir`. */
function outlines(outDir: string): Record<string, string[] | undefined> {
  const pages = builtPages(outDir);
  return Object.fromEntries(
    PARTS.map((part) => {
      const [route = '', className = ''] = part.split(' ');
      const file = pages.get(route);
      return [part, file ? elementOutline(readFileSync(join(outDir, file), 'utf8'), className) : undefined];
    }),
  );
}

if (process.env.DOCUSAURUS_BUILD) writeFileSync(EXPECTED, `${JSON.stringify(outlines(process.env.DOCUSAURUS_BUILD), null, 2)}\n`);
const expected = JSON.parse(readFileSync(EXPECTED, 'utf8')) as Record<string, string[]>;

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-look');
  // Docusaurus's build of the fixture has none of these: their markup is Docusaurus's components'.
  await site.write(
    'docs/writing/on-this-page.mdx',
    [
      '---',
      'title: On this page',
      'description: A page that lists its own headings.',
      '---',
      '',
      "import TOCInline from '@theme/TOCInline';",
      '',
      '<TOCInline toc={toc} />',
      '',
      '## First part',
      '',
      '### A detail',
      '',
      '## Second part & more',
      '',
    ].join('\n'),
  );
  // The category's own doc shows its items as cards.
  await site.edit('docs/writing/index.md', (text) => `${text}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`);
  await site.build();
  built = outlines(site.outDir);
});
afterAll(() => site.remove());

let built: Record<string, string[] | undefined>;

describe("the docs' generated pages and parts, as Docusaurus's build of the fixture has them", () => {
  it.each(PARTS)('%s', (part) => {
    expect(built[part]).toEqual(expected[part]);
  });
});

const outline = async (page: string, className: string) => elementOutline(await site.read(page), className);

describe('the tags pages', () => {
  it("title a tag's page with its number of docs and its label, in the page's language", async () => {
    const english = await site.read('docs/next/tags/setup.html');
    expect(english).toContain('<title>2 docs tagged with &quot;setup&quot; | Tidepool</title>');
    expect(textIn(english, 'margin-bottom--xl')).toBe('2 docs tagged with "setup"View All Tags');
    expect(textIn(await site.read('docs/next/tags/overview.html'), 'margin-bottom--xl')).toMatch(/^One doc tagged with "overview"/);
    const spanish = await site.read('es/docs/next/tags/setup.html');
    expect(spanish).toContain('<title>2 documentos con la etiqueta «setup» | Tidepool</title>');
    expect(textIn(spanish, 'margin-bottom--xl')).toBe('2 documentos con la etiqueta «setup»Ver todas las etiquetas');
    expect(textIn(await site.read('es/docs/next/tags.html'), 'col--offset-2')).toMatch(/^EtiquetasOoverview1Rreference3/);
  });

  it('say which search tag each page has, as Docusaurus does: the last of the Heads that give one', async () => {
    const searchTags = async (page: string) => [...(await site.read(page)).matchAll(/<meta name="docusaurus_tag" content="([^"]*)"/g)].map((match) => match[1]);
    expect(await searchTags('docs/next/tags.html')).toEqual(['doc_tags_list']);
    expect(await searchTags('docs/next/tags/setup.html')).toEqual(['doc_tag_doc_list']);
    expect(await searchTags('docs/next/intro.html')).toEqual(['docs-default-current']);
    expect(await searchTags('blog.html')).toEqual(['default']);
  });
});

describe('a tags file', () => {
  const copy = fixtureCopies();

  it("names, links and describes the tags it lists, and a doc's other tags are reported as onInlineTags says", async () => {
    const tagged = await copy('docusaurus-look');
    await tagged.write(
      'docs/tags.yml',
      ['setup:', '  label: Getting set up', '  permalink: /set-up', '  description: Installing and configuring.', 'overview: {}', ''].join('\n'),
    );
    const warnings = await captureWarnings(() => tagged.build());
    expect(warnings.filter((warning) => warning.includes('tags.yml'))).toEqual([
      "docs/reference/cli.md:5: the tags \"reference\" are not in docs/tags.yml: add them there (or set the docs plugin's onInlineTags to 'ignore').",
      "docs/reference/config-file.mdx:5: the tags \"reference\" are not in docs/tags.yml: add them there (or set the docs plugin's onInlineTags to 'ignore').",
      "docs/writing/admonitions.mdx:4: the tags \"writing\" are not in docs/tags.yml: add them there (or set the docs plugin's onInlineTags to 'ignore').",
      'docs/writing/code-blocks.md:4: the tags "writing", "reference" are not in docs/tags.yml: add them there (or set the docs plugin\'s onInlineTags to \'ignore\').',
      "docs/writing/markdown-basics.md:4: the tags \"writing\" are not in docs/tags.yml: add them there (or set the docs plugin's onInlineTags to 'ignore').",
    ]);
    const page = await tagged.read('docs/next/tags/set-up.html');
    expect(textIn(page, 'margin-bottom--xl')).toBe('2 docs tagged with "Getting set up"Installing and configuring.View All Tags');
    expect(await tagged.read('docs/next/intro.html')).toContain(
      '<a rel="tag" title="Installing and configuring." class="tag_qE9H tagRegular_aHXt" href="/docs/next/tags/set-up">Getting set up</a>',
    );
    // A key of the file with no label or permalink is named and linked by its key.
    expect(await tagged.read('docs/next/tags/overview.html')).toContain('One doc tagged with &quot;overview&quot;');
  });

  it("fails the build on a tag it lacks when the docs plugin's onInlineTags is 'throw'", async () => {
    const strict = await copy('docusaurus-look');
    await strict.write('docs/tags.yml', 'setup: {}\noverview: {}\nwriting: {}\n');
    await strict.edit('docusaurus.config.js', (text) =>
      text.replace("sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          onInlineTags: 'throw',"),
    );
    const error = await strict.buildError();
    expect(error.problems.map((problem) => `${problem.name} ${problem.where}`)).toEqual([
      'DocTagsInline docs/reference/cli.md:5',
      'DocTagsInline docs/reference/config-file.mdx:5',
      'DocTagsInline docs/writing/code-blocks.md:4',
    ]);
  });
});

describe('DocCardList', () => {
  it("shows the doc's sidebar siblings as cards, each with its doc's description, where no items are given", async () => {
    const content = await outline('docs/next/writing.html', 'theme-doc-markdown');
    const cards = content?.map((line) => line.trim()).filter((line) => line.startsWith('<a .card') || line.startsWith('<p .text--truncate'));
    expect(cards).toEqual([
      '<a .card.padding--lg.theme-doc-card-container.cardContainer_vF_g href=/docs/next/writing/admonitions>',
      '<p .text--truncate.theme-doc-card-description.cardDescription_adYR title=Notes, tips and warnings, with and without titles.>',
      '<a .card.padding--lg.theme-doc-card-container.cardContainer_vF_g href=/docs/next/writing/code-blocks>',
      '<p .text--truncate.theme-doc-card-description.cardDescription_adYR title=Highlighted code with titles, line numbers and marked lines.>',
      '<a .card.padding--lg.theme-doc-card-container.cardContainer_vF_g href=/docs/next/writing/tabs-and-details>',
      '<p .text--truncate.theme-doc-card-description.cardDescription_adYR title=Content that takes turns, and content folded away.>',
      '<a .card.padding--lg.theme-doc-card-container.cardContainer_vF_g href=/docs/next/writing/markdown-basics>',
      '<p .text--truncate.theme-doc-card-description.cardDescription_adYR title=Lists, tables, quotes and pictures as the guide shows them.>',
    ]);
  });
});

describe('TOCInline', () => {
  it("lists the page's headings from the `toc` every MDX page exports, nested by level", async () => {
    expect(await outline('docs/next/writing/on-this-page.html', 'tableOfContentsInline_prmo')).toEqual([
      '<div .tableOfContentsInline_prmo>',
      '  <ul .table-of-contents>',
      '    <li>',
      '      <a href=#first-part>',
      '        "First part"',
      '      <ul>',
      '        <li>',
      '          <a href=#a-detail>',
      '            "A detail"',
      '    <li>',
      '      <a href=#second-part--more>',
      '        "Second part & more"',
    ]);
  });
});
