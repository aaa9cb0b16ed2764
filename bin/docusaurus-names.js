#!/usr/bin/env node
// `node bin/docusaurus-names.js <node_modules>`: the names a Docusaurus 3 site can import from
// Docusaurus's client side, taken from the Docusaurus packages installed in that node_modules
// folder (or DOCUSAURUS_NODE_MODULES), written to tests/data/docusaurus-names.json, which
// tests/docusaurus-names.test.ts holds docgen to. Only names are written, sorted: the same
// packages give the same bytes.
//
// - `version`: @docusaurus/core's. Anything but 3.x is refused.
// - `theme`: `@theme/<Name>` for each component of @docusaurus/theme-classic's lib/theme, as
//   Docusaurus makes its theme aliases (one per file, a folder's index.js naming the folder):
//   each folder with an index.js, and each other .js file. Left out: .d.ts and stylesheets
//   (`styles.module.css`, never .js), and files or folders whose name starts with a lower-case
//   letter, which are helpers rather than components (`prism-include-languages`, a client module
//   the theme loads itself). `Admonition/Types` and `NavbarItem/ComponentTypes` are kept: maps of
//   components, not components, but sites swizzle and import them by those names.
// - `themeCommon`: the value exports (types left out) of `@docusaurus/theme-common` and of
//   `@docusaurus/theme-common/internal`; `docsClient` and `blogClient`: those of
//   `@docusaurus/plugin-content-docs/client` and `@docusaurus/plugin-content-blog/client`. Each
//   module's .d.ts is the one beside the .js file its package.json `exports` names, read with the
//   TypeScript compiler: an export is a value when the symbol it stands for (aliases followed,
//   through re-exports) has a value meaning.
// - `core`: `@docusaurus/<Name>` for each module of @docusaurus/core's lib/client/exports (the
//   folder Docusaurus makes its `@docusaurus/*` aliases from), with its value exports, `default`
//   among them. `ComponentCreator` is left out: only the routes file Docusaurus generates imports it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const OUT = fileURLToPath(new URL('../tests/data/docusaurus-names.json', import.meta.url));
/** Client exports of @docusaurus/core that only Docusaurus's generated code imports. */
const CORE_INTERNAL = new Set(['ComponentCreator']);

const fail = (message) => {
  process.stderr.write(`error ${message}\n`);
  process.exit(1);
};

const nodeModules = process.argv[2] ?? process.env.DOCUSAURUS_NODE_MODULES;
if (!nodeModules) fail('Give the node_modules folder of a Docusaurus 3 site: node bin/docusaurus-names.js <node_modules> (or set DOCUSAURUS_NODE_MODULES).');
const packageDir = (name) => join(resolve(nodeModules), ...name.split('/'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const coreJson = join(packageDir('@docusaurus/core'), 'package.json');
if (!existsSync(coreJson)) fail(`${nodeModules} has no @docusaurus/core: give the node_modules folder of a Docusaurus 3 site.`);
const version = readJson(coreJson).version;
if (!/^3\./.test(version)) fail(`@docusaurus/core is ${version} there; this list is of Docusaurus 3.x. Give the node_modules folder of a Docusaurus 3 site.`);

/** `@theme/<Name>` for each component under theme-classic's lib/theme (the rule above). */
function themeComponents() {
  const root = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme');
  const names = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (/^[a-z]/.test(entry)) continue;
      const path = join(dir, entry);
      const name = relative(root, path).split('\\').join('/');
      if (statSync(path).isDirectory()) {
        if (existsSync(join(path, 'index.js'))) names.push(`@theme/${name}`);
        visit(path);
      } else if (entry.endsWith('.js') && entry !== 'index.js') names.push(`@theme/${name.slice(0, -'.js'.length)}`);
    }
  };
  visit(root);
  return names.sort();
}

/** The .d.ts of a package's export `subpath` ('.' or './client'): the one beside its .js file. */
function declarationOf(pkg, subpath) {
  const dir = packageDir(pkg);
  let target = readJson(join(dir, 'package.json')).exports?.[subpath];
  if (target && typeof target === 'object') target = target.default;
  if (typeof target !== 'string' || !target.endsWith('.js'))
    fail(`${pkg}'s package.json exports no .js file for "${subpath}"; docusaurus-names.js needs updating for this version.`);
  const file = join(dir, target.replace(/\.js$/, '.d.ts'));
  if (!existsSync(file)) fail(`${pkg} has no ${relative(dir, file)}; docusaurus-names.js needs updating for this version.`);
  return file;
}

/** Each declaration file -> its value exports, sorted (`export =` counts as `default`). */
function valueExports(files) {
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) fail(`${file} is not a module TypeScript can read.`);
    const names = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      // An alias TypeScript cannot follow (a package missing from node_modules) ends at a symbol
      // with no declaration, which says nothing of whether it is a value.
      if (!target.declarations?.length) fail(`${file}: cannot follow the export "${symbol.name}" (is a package it re-exports from missing?).`);
      if (target.flags & ts.SymbolFlags.Value) names.push(symbol.name === 'export=' ? 'default' : symbol.name);
    }
    result.set(file, names.sort());
  }
  return result;
}

const coreExports = join(packageDir('@docusaurus/core'), 'lib', 'client', 'exports');
const coreModules = readdirSync(coreExports)
  .filter((file) => file.endsWith('.js') && !CORE_INTERNAL.has(basename(file, '.js')))
  .map((file) => ({ specifier: `@docusaurus/${basename(file, '.js')}`, file: join(coreExports, file.replace(/\.js$/, '.d.ts')) }));
const modules = {
  themeCommon: [
    { specifier: '@docusaurus/theme-common', file: declarationOf('@docusaurus/theme-common', '.') },
    { specifier: '@docusaurus/theme-common/internal', file: declarationOf('@docusaurus/theme-common', './internal') },
  ],
  docsClient: [{ specifier: '@docusaurus/plugin-content-docs/client', file: declarationOf('@docusaurus/plugin-content-docs', './client') }],
  blogClient: [{ specifier: '@docusaurus/plugin-content-blog/client', file: declarationOf('@docusaurus/plugin-content-blog', './client') }],
  core: coreModules,
};
for (const { file } of Object.values(modules).flat()) if (!existsSync(file)) fail(`${file} is missing; docusaurus-names.js needs updating for this version.`);
const exported = valueExports(
  Object.values(modules)
    .flat()
    .map(({ file }) => file),
);
/** Module specifier -> its value exports, in specifier order. */
const bySpecifier = (group) =>
  Object.fromEntries(group.map(({ specifier, file }) => [specifier, exported.get(file)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const names = {
  version,
  theme: themeComponents(),
  themeCommon: bySpecifier(modules.themeCommon),
  docsClient: exported.get(modules.docsClient[0].file),
  blogClient: exported.get(modules.blogClient[0].file),
  core: bySpecifier(modules.core),
};
writeFileSync(OUT, `${JSON.stringify(names, null, 2)}\n`);
const count = (value) => (Array.isArray(value) ? value.length : Object.values(value).flat().length);
process.stdout.write(
  `${relative(process.cwd(), OUT) || OUT}: Docusaurus ${version}, ${Object.entries(names)
    .filter(([key]) => key !== 'version')
    .map(([key, value]) => `${key} ${count(value)}`)
    .join(', ')}\n`,
);
