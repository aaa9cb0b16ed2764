import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveRoots } from './resolve-roots.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-roots-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe("imports from the site's root, as Docusaurus's webpack resolves them", () => {
  it('finds a path in the static folder, then the site, and bundles every file a template from the root may name', async () => {
    const dir = await site({
      'static/data/releases/server.json': '[{ "tag": "v1.2.0" }]',
      'static/data/releases/client.json': '[{ "tag": "v0.9.1" }]',
      'config/limits.json': '{ "max": 3 }',
      'src/components/Releases.tsx': [
        "import limits from '/config/limits.json';",
        'export const releasesOf = (source: string) => require(`/data/releases/${source}`);',
        'export const max: number = limits.max;',
      ].join('\n'),
    });
    const result = await build({
      entryPoints: [join(dir, 'src', 'components', 'Releases.tsx')],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
      plugins: [resolveRoots({ siteDir: dir, staticDirs: [join(dir, 'static')] })],
    });
    const module = { exports: {} as { releasesOf: (source: string) => unknown; max: number } };
    new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, () => {
      throw new Error('nothing is left to require at run time');
    });
    expect(module.exports.max).toBe(3);
    expect(module.exports.releasesOf('server.json')).toEqual([{ tag: 'v1.2.0' }]);
    expect(module.exports.releasesOf('client.json')).toEqual([{ tag: 'v0.9.1' }]);
  });
});
