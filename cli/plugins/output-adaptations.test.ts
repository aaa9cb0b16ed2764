// How the host adapts a plugin's options to docgen's output layout.
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adaptOptions, pagesByUrl } from './output-adaptations.js';

const PWA = join(sep, 'site', 'node_modules', '@docusaurus', 'plugin-pwa', 'lib', 'index.js');

describe('the PWA plugin on docgen’s output', () => {
  it("lists each page of the precache under its URL too, where the plugin's worker looks it up", async () => {
    const entries = [
      { url: 'index.html', revision: 'a', size: 1 },
      { url: 'docs/intro.html', revision: 'b', size: 2 },
      { url: 'docs/guides/index.html', revision: 'c', size: 3 },
      { url: '404.html', revision: 'd', size: 4 },
      { url: 'assets/js/entry.js', revision: null, size: 5 },
    ];
    const { manifest } = await pagesByUrl(entries);
    expect(manifest).toEqual([...entries, { url: 'docs/intro', revision: 'b', size: 2 }]);
  });

  it('adds the transform after those the site gave, only where pages are written as x.html', () => {
    const own = async () => ({ manifest: [], warnings: [] });
    const options = { id: 'default', injectManifestConfig: { manifestTransforms: [own], maximumFileSizeToCacheInBytes: 10 } };
    expect(adaptOptions({ file: PWA, options, config: { trailingSlash: false } })).toEqual({
      id: 'default',
      injectManifestConfig: { manifestTransforms: [own, pagesByUrl], maximumFileSizeToCacheInBytes: 10 },
    });
    expect(adaptOptions({ file: PWA, options, config: { trailingSlash: true } })).toBe(options);
    expect(adaptOptions({ file: join(sep, 'site', 'plugins', 'pwa.js'), options, config: { trailingSlash: false } })).toBe(options);
  });
});
