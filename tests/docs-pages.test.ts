// The docs' generated pages and their parts as Docusaurus 3.10.2's classic theme renders them, on
// docgen's build of the Docusaurus-shaped fixture (tests/fixtures/docusaurus-look): a category's
// generated index (DocCategoryGeneratedIndexPage, DocCardList, DocCard), the tags pages
// (DocTagsListPage, DocTagDocListPage) and a doc's tags (DocItem/Footer), and an MDX doc's own
// table of contents (TOCInline). The expected markup is that of Docusaurus's build of the fixture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { elementOutline } from './helpers/page-facts.js';

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
  await site.build();
});
afterAll(() => site.remove());

const outline = async (page: string, className: string) => elementOutline(await site.read(page), className);

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
