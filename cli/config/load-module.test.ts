import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadModule } from './load-module.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder with the given files, removed after the test. */
async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-load-module-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

describe('loadModule runs a module where it lives', () => {
  it('loads CommonJS in a "type": "module" package (a sidebars.js with module.exports)', async () => {
    const dir = await folder({
      'package.json': '{ "type": "module" }',
      'sidebars.js': "const { join } = require('node:path');\nmodule.exports = { docs: [join('a', 'b')], dir: __dirname };",
    });
    expect(await loadModule({ file: join(dir, 'sidebars.js') })).toEqual({ docs: [join('a', 'b')], dir });
  });

  it('compiles TypeScript next to the file: relative imports, __dirname and import.meta.url point at its folder', async () => {
    const dir = await folder({
      'helpers/origin.ts': "export const origin: string = 'https://example.com';",
      'docusaurus.config.ts': [
        "import { origin } from './helpers/origin';",
        "import { fileURLToPath } from 'node:url';",
        'export default { origin, dir: __dirname, url: fileURLToPath(new URL(".", import.meta.url)) };',
      ].join('\n'),
    });
    expect(await loadModule({ file: join(dir, 'docusaurus.config.ts') })).toEqual({ origin: 'https://example.com', dir, url: `${dir}/` });
    // The compiled file is gone once loaded.
    expect((await readdir(dir)).sort()).toEqual(['docusaurus.config.ts', 'helpers']);
  });

  it('compiles a JavaScript module that imports a TypeScript file (a sidebars.js with the sidebar.ts an OpenAPI plugin wrote)', async () => {
    const dir = await folder({
      'docs/api/sidebar.ts': "const sidebar: { type: string; id: string }[] = [{ type: 'doc', id: 'api/read-proof' }];\nexport default sidebar;",
      'sidebars.js': "import api from './docs/api/sidebar.ts';\nexport default { docs: ['intro', ...api] };",
    });
    expect(await loadModule({ file: join(dir, 'sidebars.js') })).toEqual({ docs: ['intro', { type: 'doc', id: 'api/read-proof' }] });
  });

  it('sees an edited module and an edited helper it requires on the next load', async () => {
    const dir = await folder({
      'helper.cjs': 'module.exports = 1;',
      'config.mjs': "import { createRequire } from 'node:module';\nexport default createRequire(import.meta.url)('./helper.cjs');",
    });
    expect(await loadModule({ file: join(dir, 'config.mjs') })).toBe(1);
    await writeFile(join(dir, 'helper.cjs'), 'module.exports = 2;');
    expect(await loadModule({ file: join(dir, 'config.mjs') })).toBe(2);
  });

  // lodash's shape: its names are set at run time, so Node's ES module loader cannot see them.
  const HIDDEN_NAMES =
    "module.exports = (function () { const api = {}; ['merge'].forEach((name) => { api[name] = (a, b) => ({ ...a, ...b }); }); return api; })();";

  it.each([
    ['docusaurus.config.ts', "import { merge } from 'cjs-helpers';\nimport base from './base';\nexport default merge(base, { b: 2 });"],
    ['docusaurus.config.mjs', "import { merge } from 'cjs-helpers';\nexport default merge({ a: 1 }, { b: 2 });"],
  ])('takes named imports from a CommonJS package in %s, as Docusaurus does', async (name, text) => {
    const dir = await folder({
      'node_modules/cjs-helpers/package.json': '{ "name": "cjs-helpers", "main": "index.js" }',
      'node_modules/cjs-helpers/index.js': HIDDEN_NAMES,
      'base.ts': 'export default { a: 1 };',
      [name]: text,
    });
    expect(await loadModule({ file: join(dir, name) })).toEqual({ a: 1, b: 2 });
  });
});
