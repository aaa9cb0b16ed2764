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
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { builtPages, elementOutline } from './helpers/page-facts.js';

const EXPECTED = join(import.meta.dirname, 'fixtures', 'docusaurus-look.markup.json');

/** Each part compared, as `<route> <class of its outermost element>`. */
const PARTS = ['/docs/next/category/getting-started generatedIndexPage_ak01'];

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
