// `import { a, b } from '@docusaurus/theme-common'` (and /internal, and the docs and blog plugins'
// /client) becomes an import of each name from the module that defines it. Those names are index
// modules that only re-export, and esbuild splits code by the modules an entry reaches, not by the
// names it uses: through an index, every chunk that reads one name would carry every module behind
// it, and the first load of every page the code of tabs and code blocks, which only MDX pages use.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/** Where a re-exported name comes from: its module's file and its name there. */
interface Origin {
  readonly file: string;
  readonly name: string;
}

const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const EXPORT_ALL = /export\s*\*\s*from\s*'([^']+)'/g;

/** A TypeScript import's file: `./x.js` is `./x.ts`, `./x.tsx` or `./x/index.ts`. */
function sourceFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => existsSync(file));
  if (!found) throw new Error(`docgen bug: ${from} re-exports ${specifier}, which is no file`);
  return found;
}

/** The value names an index module re-exports, each with its origin (type-only names left out). */
export function reexportsOf(file: string): Map<string, Origin> {
  const text = readFileSync(file, 'utf8');
  const names = new Map<string, Origin>();
  for (const [, specifier] of text.matchAll(EXPORT_ALL))
    for (const [name, origin] of reexportsOf(sourceFile(file, specifier as string))) names.set(name, origin);
  for (const [, typeOnly, list, specifier] of text.matchAll(EXPORT_FROM)) {
    if (typeOnly) continue;
    const origin = sourceFile(file, specifier as string);
    for (const item of (list as string).split(',')) {
      const [name, exported = name] = item.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ')) names.set(exported as string, { file: origin, name });
    }
  }
  return names;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2\s*;?/g;

/** The imports of `code` from the index modules (by specifier) made imports of their names' own
 * modules; a name an index does not re-export stays imported from it, type-only names go. */
export function flattenImports(code: string, indexes: ReadonlyMap<string, ReadonlyMap<string, Origin>>): string {
  return code.replace(IMPORT, (statement, list: string, _quote: string, specifier: string) => {
    const names = indexes.get(specifier);
    if (!names) return statement;
    const byFile = new Map<string, string[]>();
    for (const item of list.split(',').map((part) => part.trim())) {
      if (item === '' || item.startsWith('type ')) continue;
      const [name, local = name] = item.split(/\s+as\s+/) as [string, string?];
      const origin = names.get(name);
      const file = origin?.file ?? specifier;
      const written = origin && origin.name !== local ? `${origin.name} as ${local}` : local;
      byFile.set(file, [...(byFile.get(file) ?? []), written as string]);
    }
    return [...byFile].map(([file, items]) => `import { ${items.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
  });
}

const LOADERS: Readonly<Record<string, Loader>> = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** The plugin, for the index modules among `aliases` (specifier -> file). Registered after the
 * plugins that load modules themselves: a module another plugin loads keeps its imports. */
export function flattenBarrels({ aliases, indexes }: { aliases: Readonly<Record<string, string>>; indexes: readonly string[] }): Plugin {
  const names = new Map(indexes.map((specifier) => [specifier, reexportsOf(aliases[specifier] as string)]));
  const mentioned = new RegExp(`['"](?:${indexes.map((specifier) => specifier.replace(/[/-]/g, '\\$&')).join('|')})['"]`);
  return {
    name: 'docgen-flatten-barrels',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(?:[cm]?tsx?|m?js|jsx)$/ }, async (args) => {
        if (args.path.includes(`node_modules`)) return undefined;
        const code = await readFile(args.path, 'utf8');
        if (!mentioned.test(code)) return undefined;
        return { contents: flattenImports(code, names), loader: LOADERS[extname(args.path)] ?? 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
