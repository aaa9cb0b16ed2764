// Docs versions in the Docusaurus layout: routes per version, banners, sidebars per version, and
// the navbar items that list or link versions.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../cli/errors.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('versions');
  await site.build();
});
afterAll(() => site.remove());

const sidebarLabels = (html: string) => {
  const sidebar = /<aside class="doc-sidebar[^"]*">(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((match) => match[1]);
};

describe('docs versions', () => {
  it('serves the last version at the route base, Next under /next and older ones under their name', async () => {
    for (const file of [
      'docs/intro.html',
      'docs/guides/setup.html',
      'docs/next/intro.html',
      'docs/next/new-feature.html',
      'docs/1.0/intro.html',
      'es/docs/next/intro.html',
    ]) {
      expect(existsSync(join(site.outDir, file)), file).toBe(true);
    }
    expect(await site.read('docs/intro.html')).toContain('<title>Introduction (2.0) | Versioned</title>');
    expect(await site.read('docs/next/intro.html')).toContain('<title>Introduction (next) | Versioned</title>');
    expect(existsSync(join(site.outDir, 'docs/new-feature.html'))).toBe(false);
  });

  it("uses each version's sidebars and resolves links inside the version", async () => {
    expect(sidebarLabels(await site.read('docs/intro.html'))).toEqual(['Introduction (2.0)', 'Setup (2.0)']);
    expect(sidebarLabels(await site.read('docs/next/intro.html'))).toEqual(['Introduction (next)', 'Setup (next)', 'New feature']);
    expect(await site.read('docs/intro.html')).toContain('<a href="/docs/guides/setup">setup</a>');
  });

  it('shows an unreleased banner on Next and an unmaintained one on old versions, linking the latest', async () => {
    const next = await site.read('docs/next/intro.html');
    expect(next).toContain('This is unreleased documentation for Versioned Next version.');
    expect(next).toContain('<a href="/docs/intro">For up-to-date documentation, see the latest version (2.0).</a>');
    const old = await site.read('docs/1.0/intro.html');
    expect(old).toContain('This is documentation for Versioned 1.0, which is no longer actively maintained.');
    expect(await site.read('docs/intro.html')).not.toContain('version-banner');
    expect(await site.read('es/docs/1.0/intro.html')).toContain('Esta es la documentación de Versioned 1.0, que ya no se mantiene activamente.');
    // A doc that exists only in Next points at the latest version's main doc.
    expect(await site.read('docs/next/new-feature.html')).toContain('<a href="/docs/intro">For up-to-date');
  });

  it('fills the version dropdown and docsVersion items, and doc items link the last version', async () => {
    const html = await site.read('docs/intro.html');
    const dropdown = /<div class="navbar__item dropdown">(.*?)<\/ul><\/div>/s.exec(html)?.[1] ?? '';
    expect([...dropdown.matchAll(/<a href="([^"]+)" class="dropdown__link[^"]*"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`)).toEqual([
      'Next /docs/next/intro',
      '2.0 /docs/intro',
      '1.0 /docs/1.0/intro',
    ]);
    // Only the version being read is active: 2.0 here, not the 1.0 link.
    expect(html).toContain('<a href="/docs/1.0/intro" class="navbar__link">Old docs</a>');
    expect(dropdown).toContain('<a href="/docs/intro" class="dropdown__link dropdown__link--active" aria-current="page">2.0</a>');
    expect(await site.read('docs/1.0/intro.html')).toContain(
      '<a href="/docs/1.0/intro" class="navbar__link navbar__link--active" aria-current="page">Old docs</a>',
    );
    expect(html).toMatch(/<a href="\/docs\/intro" class="navbar__link[^"]*"( aria-current="page")?>Intro<\/a>/);
  });

  it('points doc items at the version being read', async () => {
    expect(await site.read('docs/1.0/intro.html')).toMatch(/<a href="\/docs\/1\.0\/intro" class="navbar__link[^"]*"( aria-current="page")?>Intro<\/a>/);
    expect(await site.read('docs/next/new-feature.html')).toMatch(/<a href="\/docs\/next\/intro" class="navbar__link[^"]*"( aria-current="page")?>Intro<\/a>/);
    // Outside the docs (the 404 page) the last version, until the visitor prefers another.
    expect(await site.read('404.html')).toMatch(/<a href="\/docs\/intro" class="navbar__link[^"]*">Intro<\/a>/);
  });

  it('reports a lastVersion that does not exist', async () => {
    const other = await copyFixture('versions');
    try {
      await other.edit('site.config.ts', (text) => text.replace("sidebarPath: 'sidebars.ts' }", "sidebarPath: 'sidebars.ts', lastVersion: '3.0' }"));
      const error = await other.buildError();
      expect(error.problems.map(formatProblem)).toEqual([
        'config docs[default].lastVersion: docs plugin "default" has no version "3.0". Use one of: "current", "2.0", "1.0". [DocsVersionMissing]',
      ]);
    } finally {
      await other.remove();
    }
  });
});
