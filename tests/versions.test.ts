// Docs versions in the Docusaurus layout: routes per version, banners, sidebars per version, and
// the navbar items that list or link versions.
import { sidebarLabels, textIn } from './helpers/page-facts.js';
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
    const banner = 'theme-doc-version-banner';
    expect(textIn(next, banner)).toBe(
      'This is unreleased documentation for Versioned Next version.For up-to-date documentation, see the latest version (2.0).',
    );
    expect(next).toContain('<b><a href="/docs/intro">latest version</a></b>');
    const old = await site.read('docs/1.0/intro.html');
    expect(textIn(old, banner)).toBe(
      'This is documentation for Versioned 1.0, which is no longer actively maintained.For up-to-date documentation, see the latest version (2.0).',
    );
    expect(textIn(await site.read('docs/intro.html'), banner)).toBe('');
    expect(textIn(await site.read('es/docs/1.0/intro.html'), banner)).toContain(
      'Esta es la documentación de Versioned 1.0, que ya no se mantiene activamente.',
    );
    // A doc that exists only in Next points at the latest version's main doc.
    expect(await site.read('docs/next/new-feature.html')).toContain('<b><a href="/docs/intro">latest version</a></b>');
  });

  it('fills the version dropdown and docsVersion items, and doc items link the last version', async () => {
    const html = await site.read('docs/intro.html');
    const dropdown = /<div class="navbar__item dropdown dropdown--hoverable">(.*?)<\/ul><\/div>/s.exec(html)?.[1] ?? '';
    expect([...dropdown.matchAll(/<a [^>]*class="dropdown__link[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`)).toEqual([
      'Next /docs/next/intro',
      '2.0 /docs/intro',
      '1.0 /docs/1.0/intro',
    ]);
    // Only the version being read is active: 2.0 here, not the 1.0 link.
    expect(html).toContain('<a class="navbar__item navbar__link" href="/docs/1.0/intro">Old docs</a>');
    // The dropdown's label and target are the version being read.
    expect(dropdown).toMatch(
      /^<a aria-current="page" aria-haspopup="true" aria-expanded="false" role="button" class="navbar__link active" href="\/docs\/intro">2\.0<\/a>/,
    );
    expect(dropdown).toContain('<a aria-current="page" class="dropdown__link dropdown__link--active" href="/docs/intro">2.0</a>');
    expect(await site.read('docs/1.0/intro.html')).toContain(
      '<a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/1.0/intro">Old docs</a>',
    );
    expect(html).toMatch(/<a (aria-current="page" )?class="navbar__item navbar__link[^"]*" href="\/docs\/intro">Intro<\/a>/);
  });

  it('points doc items at the version being read', async () => {
    expect(await site.read('docs/1.0/intro.html')).toMatch(
      /<a (aria-current="page" )?class="navbar__item navbar__link[^"]*" href="\/docs\/1\.0\/intro">Intro<\/a>/,
    );
    expect(await site.read('docs/next/new-feature.html')).toMatch(
      /<a (aria-current="page" )?class="navbar__item navbar__link[^"]*" href="\/docs\/next\/intro">Intro<\/a>/,
    );
    // Outside the docs (the 404 page) the last version, until the visitor prefers another.
    expect(await site.read('404.html')).toContain('<a class="navbar__item navbar__link" href="/docs/intro">Intro</a>');
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
