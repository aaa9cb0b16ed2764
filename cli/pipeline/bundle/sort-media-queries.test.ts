import { describe, expect, it } from 'vitest';
import { sortedMediaQueries } from './sort-media-queries.js';

describe("sortedMediaQueries: the cascade of Docusaurus's minified CSS", () => {
  it("moves media queries after the other rules, so Infima's phone rule beats a later site rule", async () => {
    const css = '.navbar__item{display:inline-block}@media (max-width:996px){.navbar__item{display:none}}.navbar__icon{display:flex}';
    expect(await sortedMediaQueries(css)).toBe(
      '.navbar__item{display:inline-block}.navbar__icon{display:flex}@media (max-width:996px){.navbar__item{display:none}}',
    );
  });

  it('orders them mobile first: min-widths up, then max-widths down, the same query merged', async () => {
    const css =
      '@media (max-width:600px){.a{x:1}}@media (min-width:997px){.b{x:2}}@media (max-width:996px){.c{x:3}}@media (min-width:600px){.d{x:4}}@media (max-width:600px){.e{x:5}}';
    const sorted = await sortedMediaQueries(css);
    expect([...sorted.matchAll(/@media \(([^)]+)\)/g)].map((match) => match[1])).toEqual([
      'min-width:600px',
      'min-width:997px',
      'max-width:996px',
      'max-width:600px',
    ]);
    expect(sorted).toContain('@media (max-width:600px){.a{x:1}.e{x:5}}');
  });
});
