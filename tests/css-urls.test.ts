// A stylesheet's root-relative URLs, as a Docusaurus site's custom.css writes them: read from the
// static folders, then from the site folder, as Docusaurus's webpack reads them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
let css: string;
beforeAll(async () => {
  site = await copyFixture('basic');
  await site.write(
    'css/custom.css',
    [
      '.from-static { background: url(/img/logo.svg); }',
      '.from-site { background: url(/static/img/logo.svg); }',
      '.elsewhere { background: url(/served/by-the-host.png); }',
      '',
    ].join('\n'),
  );
  await site.build();
  const dir = join(site.outDir, 'assets', 'js');
  css = await site.read(`assets/js/${readdirSync(dir).find((name) => name.endsWith('.css'))}`);
});
afterAll(() => site.remove());

it('finds /img/x in a static folder and /static/img/x under the site, both copied with the media', () => {
  const urls = [...css.matchAll(/\.(from-static|from-site)\{background:url\(([^)]+)\)\}/g)].map((match) => [match[1], match[2]]);
  // The bundle's media folder, written from the scripts' folder (as a font a stylesheet imports).
  const media = expect.stringMatching(/^"\/assets\/js\/\.\.\/media\/logo-[\w-]+\.svg"$/);
  expect(urls).toEqual([
    ['from-static', media],
    ['from-site', media],
  ]);
});

it("keeps the theme's stylesheet, whose parts it imports by their paths on disk", () => {
  expect(css).toMatch(/\.navbar\{/);
  expect(css).not.toMatch(/@import/);
});

it('leaves a URL that is no file of the site as written, for the server to answer', () => {
  expect(css).toContain('.elsewhere{background:url(/served/by-the-host.png)}');
});
