// Sass in a Docusaurus site (docusaurus-plugin-sass): an edit to a partial that stylesheets @use
// bundles again, a Sass error names its file and line, and a site without a Sass compiler is told
// how to get one.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await site.build();
});
afterAll(() => site.remove());

/** The stylesheets the home page links, joined. */
async function homeCss(): Promise<string> {
  const home = await site.read('index.html');
  const linked = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1] as string);
  return (await Promise.all(linked.map((file) => site.read(file)))).join('\n');
}

describe('Sass', () => {
  it('bundles again after an edit to a partial only, in a warm build', async () => {
    expect(await homeCss()).toMatch(/--fixture-sass-accent: ?#7a1fa2/);
    await site.edit('src/css/_palette.scss', (text) => text.replace('#7a1fa2', '#2a7f3f').replace('12px', '3px'));
    await site.build();
    const css = await homeCss();
    expect(css).toMatch(/--fixture-sass-accent: ?#2a7f3f/);
    expect(css).toMatch(/_sassTitle\s*\{\s*letter-spacing: ?3px/);
  });

  it('reports a Sass error with its file and line, keeping the last output', async () => {
    await site.edit('src/components/Features.module.scss', (text) => text.replace('letter-spacing: palette.$fixture-gap;', 'letter-spacing: $nowhere;'));
    const error = await site.buildError();
    expect(error.message).toMatch(/src\/components\/Features\.module\.scss:6:\d+: Undefined variable\./);
    expect(await homeCss()).toMatch(/--fixture-sass-accent: ?#2a7f3f/);
    await site.edit('src/components/Features.module.scss', (text) => text.replace('letter-spacing: $nowhere;', 'letter-spacing: palette.$fixture-gap;'));
  });

  it('tells a site without a Sass compiler to install one', async () => {
    const bare = await copyFixture('docusaurus-config');
    try {
      await rm(join(bare.dir, 'node_modules', 'sass'));
      const error = await bare.buildError();
      expect(error.message).toMatch(
        /src\/(css\/extra|components\/Features\.module)\.scss is Sass, and the site has no Sass compiler: install one in the site \(npm install --save-dev sass\)/,
      );
    } finally {
      await bare.remove();
    }
  });
});
