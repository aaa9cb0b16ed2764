import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_DIR } from '../../paths.js';
import { flattenImports, reexportsOf } from './barrels.js';

const THEME_COMMON = join(RUNTIME_DIR, 'docusaurus', 'theme-common');

describe('flattening imports of index modules', () => {
  const indexes = new Map([
    [
      '@x/index',
      new Map([
        ['useA', { file: '/m/a.ts', name: 'useA' }],
        ['parseLanguage', { file: '/m/b.ts', name: 'parseClassNameLanguage' }],
        ['useB', { file: '/m/b.ts', name: 'useB' }],
      ]),
    ],
  ]);

  it.each([
    ['names from two modules', "import { useA, useB } from '@x/index';", 'import { useA } from "/m/a.ts"; import { useB } from "/m/b.ts";'],
    [
      'a name the index renames, and a local name',
      "import { parseLanguage as lang } from '@x/index';",
      'import { parseClassNameLanguage as lang } from "/m/b.ts";',
    ],
    ['a name the index renames', 'import { parseLanguage } from "@x/index";', 'import { parseClassNameLanguage as parseLanguage } from "/m/b.ts";'],
    ['types, which go', "import { type T, useA } from '@x/index';", 'import { useA } from "/m/a.ts";'],
    [
      'a name the index does not have, which stays',
      "import {\n  useA,\n  other,\n} from '@x/index';",
      'import { useA } from "/m/a.ts"; import { other } from "@x/index";',
    ],
    ['another module, left alone', "import { useA } from '@y/index';", "import { useA } from '@y/index';"],
    ['a default import, left alone', "import X from '@x/index';", "import X from '@x/index';"],
  ])('%s', (_name, code, expected) => {
    expect(flattenImports(code, indexes)).toBe(expected);
  });

  it("reads theme-common's indexes: /internal has the public names too, each from its own module", () => {
    const internal = reexportsOf(join(THEME_COMMON, 'internal.ts'));
    expect(internal.get('useTabs')).toEqual({ file: join(THEME_COMMON, 'tabs.tsx'), name: 'useTabs' });
    expect(internal.get('useThemeConfig')).toEqual({ file: join(THEME_COMMON, 'theme-config.ts'), name: 'useThemeConfig' });
    expect(internal.has('TOCItem')).toBe(false);
  });
});
