// The site in this repository is the first fixture: it must build cleanly (links included) and
// have every page in both UI locales.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../cli/build/build.js';
import { setQuiet } from '../cli/logger.js';

const root = fileURLToPath(new URL('..', import.meta.url));
let outDir: string;
let html: string[];

beforeAll(async () => {
  setQuiet(true);
  outDir = join(await mkdtemp(join(tmpdir(), 'docgen-site-')), 'build');
  await build({ siteDir: root, outDir });
  html = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
});
afterAll(() => rm(join(outDir, '..'), { recursive: true, force: true }));

describe('the repository site', () => {
  it('has the home page, the Markdown page and the not-found page in both locales', () => {
    for (const file of ['index.html', 'markdown-page.html', '404.html']) {
      expect(html).toContain(file);
      expect(html).toContain(`es/${file}`);
    }
  });

  it('has the user guide in the English tree and the Spanish tree, under both locales', () => {
    for (const page of ['docs/intro.html', 'docs/cli.html', 'docs/configuration.html', 'docs/writing-pages.html', 'docs/getting-started/installation.html']) {
      expect(html).toContain(page);
      expect(html).toContain(`es/${page}`);
    }
    for (const page of ['docs-es/intro.html', 'docs-es/configuracion.html', 'docs-es/escribir-paginas.html', 'docs-es/primeros-pasos/instalacion.html']) {
      expect(html).toContain(page);
      expect(html).toContain(`es/${page}`);
    }
  });
});
