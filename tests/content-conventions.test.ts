// Docusaurus content conventions that must build unchanged: sidebars module formats, drafts,
// slugs, ids, titles and pagination front matter.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopies } from './helpers/fixture.js';

const fixture = fixtureCopies();

const sidebarLabels = (html: string) => {
  const sidebar = /<aside class="doc-sidebar">(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1]);
};

describe('sidebars modules', () => {
  it.each([
    ['sidebars.json', JSON.stringify({ main: ['intro', { type: 'link', label: 'Out', href: 'https://example.com' }], guides: ['guides/first'] })],
    ['sidebars.cjs', "module.exports = { main: ['intro', { type: 'link', label: 'Out', href: 'https://example.com' }], guides: ['guides/first'] };"],
    ['sidebars.mjs', "export default { main: ['intro', { type: 'link', label: 'Out', href: 'https://example.com' }], guides: ['guides/first'] };"],
    ['sidebars.js', "module.exports = { main: ['intro', { type: 'link', label: 'Out', href: 'https://example.com' }], guides: ['guides/first'] };"],
  ])('reads %s', async (name, source) => {
    const site = await fixture();
    await site.write(name, source);
    await site.edit('site.config.ts', (text) => text.replace("sidebarPath: 'sidebars.ts'", `sidebarPath: '${name}'`));
    await site.build({ locale: 'en' });
    expect(sidebarLabels(await site.read('docs/intro.html'))).toEqual(['Introduction', 'Out']);
  });

  it('accepts the shorthand category object and doc/ref/html items', async () => {
    const site = await fixture();
    await site.write(
      'sidebars.ts',
      "export default { main: [{ type: 'doc', id: 'intro', label: 'Start here' }, { 'Short category': ['guides/first', { type: 'ref', id: 'guides/second' }] }, { type: 'html', value: '<b class=\"sidebar-note\">Note</b>' }], guides: ['guides/first'] };",
    );
    await site.build({ locale: 'en' });
    const html = await site.read('docs/guides/first.html');
    expect(sidebarLabels(html)).toEqual(['Start here', 'Short category', 'First guide', 'Second (short)']);
    expect(html).toContain('<b class="sidebar-note">Note</b>');
    // A ref appears in the sidebar but does not make the sidebar the doc's own.
    expect(await site.read('docs/guides/second.html')).not.toContain('class="doc-sidebar"');
  });
});

describe('front matter', () => {
  it('builds drafts only when asked (serve --watch), never in a plain build', async () => {
    const site = await fixture();
    await site.write('docs/wip.md', '---\ntitle: Work in progress\ndraft: true\n---\n\nNot yet.\n');
    await site.build({ locale: 'en' });
    expect(existsSync(join(site.outDir, 'docs/wip.html'))).toBe(false);
    await site.build({ locale: 'en', includeDrafts: true });
    expect(existsSync(join(site.outDir, 'docs/wip.html'))).toBe(true);
  });

  it('honours absolute and relative slugs and id overrides', async () => {
    const site = await fixture();
    await site.write('docs/01-guides/03-third.md', '---\nid: custom-third\nslug: ../moved\n---\n\n# Third\n');
    await site.write('docs/elsewhere.md', '---\nslug: /somewhere/else\n---\n\n# Elsewhere\n');
    await site.build({ locale: 'en' });
    expect(existsSync(join(site.outDir, 'docs/moved.html'))).toBe(true);
    expect(existsSync(join(site.outDir, 'docs/somewhere/else.html'))).toBe(true);
    // The id (guides/custom-third) is what sidebars and navbar items refer to.
    expect(sidebarLabels(await site.read('docs/moved.html'))).toEqual(['Introduction', 'Guides', 'First guide', 'Second (short)', 'Third', 'External']);
  });

  it('falls back to the file name (without number prefix) when there is no title or heading', async () => {
    const site = await fixture();
    await site.write('docs/05-no-title.md', 'Just text, no heading.\n');
    await site.build({ locale: 'en' });
    expect(await site.read('docs/no-title.html')).toContain('<title>no-title · Fixture</title>');
  });

  it('shows last_update under the doc, formatted for each locale', async () => {
    const site = await fixture();
    await site.write('docs/dated.md', '---\ntitle: Dated\nlast_update:\n  date: 2025-03-14\n  author: Ana\n---\n\nText.\n');
    await site.build();
    expect(await site.read('docs/dated.html')).toContain(
      '<p class="last-updated" data-pagefind-ignore="all">Last updated on <time dateTime="2025-03-14">March 14, 2025</time> by Ana</p>',
    );
    expect(await site.read('es/docs/dated.html')).toContain(
      '<p class="last-updated" data-pagefind-ignore="all">Última actualización el <time dateTime="2025-03-14">14 de marzo de 2025</time> por Ana</p>',
    );
  });

  it('uses pagination_label, and pagination_next: null hides the next link', async () => {
    const site = await fixture();
    await site.edit('docs/01-guides/02-second.md', (text) =>
      text.replace('sidebar_label: Second (short)', 'sidebar_label: Second (short)\npagination_label: The second one'),
    );
    await site.edit('docs/01-guides/01-first.md', (text) => `---\npagination_next: null\npagination_prev: guides/second\n---\n\n${text}`);
    await site.build({ locale: 'en' });
    const first = await site.read('docs/guides/first.html');
    expect(first).not.toContain('pagination-nav__link--next');
    expect(first).toMatch(/pagination-nav__link--prev" href="\/docs\/guides\/second">.*The second one/);
  });
});
