// A site's swizzled @theme/MDXComponents, as Docusaurus sites give every page their own components:
// a page and a partial it imports use them without importing them, and the theme's own stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await site.write(
    'src/theme/MDXComponents.js',
    [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import Callout from '@site/src/components/Callout';",
      '',
      'export default { ...MDXComponents, Callout };',
      '',
    ].join('\n'),
  );
  await site.write(
    'src/components/Callout.js',
    'export default function Callout({ children }) {\n  return <aside className="fixture-callout">{children}</aside>;\n}\n',
  );
  await site.edit('docs/guides/_keys-note.mdx', (text) => `${text}\n<Callout>From the partial.</Callout>\n`);
  await site.edit('docs/intro.md', (text) => `${text}\n<Callout>From the page.</Callout>\n\n<Details><summary>More</summary>Hidden text.</Details>\n`);
  await site.build();
});
afterAll(() => site.remove());

describe('a swizzled @theme/MDXComponents', () => {
  it('gives a page and a partial the components of its map, without an import', async () => {
    expect(await site.read('docs/intro.html')).toContain('<aside class="fixture-callout">From the page.</aside>');
    expect(await site.read('docs/guides/setup.html')).toContain('<aside class="fixture-callout">From the partial.</aside>');
    expect(await site.read('es/docs/guides/setup.html')).toContain('<aside class="fixture-callout">From the partial.</aside>');
  });

  it("keeps the theme's own components, spread from @theme-original/MDXComponents", async () => {
    expect(await site.read('docs/intro.html')).toContain(
      '<details class="details_B4FW alert alert--info details_SZgV" data-collapsed="true"><summary>More</summary><div><div class="collapsibleContent_VYua">Hidden text.</div></div></details>',
    );
  });
});
