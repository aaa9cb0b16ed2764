import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchBundlePath } from '../../../runtime/shared/search.js';
import { outputLayout } from './output-layout.js';

describe('outputLayout', () => {
  it('puts each kind of file in its folder of the output, served under the base URL', () => {
    const layout = outputLayout({ outDir: '/out', baseUrl: '/docs/' });
    expect(layout.data).toEqual({ dir: join('/out', 'assets', 'data'), url: '/docs/assets/data/' });
    expect(layout.media).toEqual({ dir: join('/out', 'assets', 'media'), url: '/docs/assets/media/' });
    expect(layout.js).toEqual({ dir: join('/out', 'assets', 'js'), url: '/docs/assets/js/' });
    expect(layout.assets.url).toBe('/docs/assets/');
  });

  it('writes a search bundle where the browser looks for it', () => {
    const bundle = outputLayout({ outDir: '/out', baseUrl: '/docs/' }).searchBundle({ locale: 'es', language: 'en' });
    expect(bundle).toEqual({ dir: join('/out', 'pagefind', 'es', 'en'), url: '/docs/pagefind/es/en/' });
    expect(bundle.url).toBe(searchBundlePath({ baseUrl: '/docs/', locale: 'es', language: 'en' }));
  });
});
