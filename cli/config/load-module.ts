// Loads a user module (config, sidebars) written in TS or JS, ESM or CommonJS, and runs it where it
// lives: its relative imports, require(), __dirname, import.meta.url and the site's node_modules
// behave as they do under Node (and under Docusaurus). JavaScript is imported by Node itself;
// TypeScript, and CommonJS inside a "type": "module" package, are compiled by esbuild into a
// temporary file next to the module, with every package left for Node to resolve.
import { randomUUID } from 'node:crypto';
import Module, { createRequire, isBuiltin } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { esbuildWhere } from '../errors.js';
import { resolveFromDocgen } from '../paths.js';

// `import { defineConfig } from 'docgen'` resolves here, so a site needs no path to docgen's files.
const DOCGEN_STUB = 'export function defineConfig(config) { return config; }';

// The compiled module is ESM; CommonJS code in it may still call require() and read __dirname.
const NODE_GLOBALS = [
  "import { createRequire as __docgenCreateRequire } from 'node:module';",
  "import { fileURLToPath as __docgenFileURLToPath } from 'node:url';",
  // require.resolve('./module') finds TypeScript files too, as Docusaurus's config loader does
  // (clientModules: [require.resolve('./src/clientModules/x')] with an x.ts).
  'const require = ((node) => Object.assign((id) => node(id), node, { resolve: (id, options) => {',
  'try { return node.resolve(id, options); } catch (error) {',
  "if (id.startsWith('.')) for (const ending of ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx']) { try { return node.resolve(id + ending, options); } catch {} }",
  'throw error; } } }))(__docgenCreateRequire(import.meta.url));',
  'const __filename = __docgenFileURLToPath(import.meta.url);',
  "const __dirname = __docgenFileURLToPath(new URL('.', import.meta.url)).replace(/[\\\\/]$/, '');",
].join(' ');

/** CommonJS syntax in a file Node reads as ESM (a sidebars.js with module.exports in a "type": "module" package). */
const COMMONJS_IN_ESM = /\b(?:module|exports|require|__dirname|__filename) is not defined in ES module scope/;

/** Packages a Docusaurus config imports that docgen provides when the site has not installed
 * them: a config's `import { themes } from 'prism-react-renderer'` loads with docgen alone. */
const PROVIDED_PACKAGES = ['prism-react-renderer'];
const PROVIDED_MISSING = new RegExp(`Cannot find (?:package|module) '(?:${PROVIDED_PACKAGES.join('|')})'`);

/** A named import Node cannot find in a CommonJS package (`import { merge } from 'lodash'`), which
 * Docusaurus's loader allows: the module is compiled again with such packages required. */
/** A `.js` module importing a TypeScript or JSX file (a sidebars file that imports the `sidebar.ts` an
 * OpenAPI plugin generated), which Node cannot read and Docusaurus's loader compiles. */
const UNKNOWN_EXTENSION = /Unknown file extension "\.(?:ts|tsx|mts|cts|jsx)"/;

const NAMED_FROM_COMMONJS = /Named export '[^']+' not found\. The requested module '[^']+' is a CommonJS module/;

/** A module that failed to load, with esbuild's file and line when it has them. */
export class ModuleLoadError extends Error {
  constructor(
    message: string,
    readonly where?: string,
  ) {
    super(message);
  }
}

let providing = false;

/** require() of a PROVIDED_PACKAGES name the site cannot resolve (a CommonJS config, or an ES one
 * that makes its own `createRequire`) falls back to docgen's copy: Node's resolution is wrapped,
 * and only its failures for those names change. */
function provideForRequire(): void {
  if (providing) return;
  providing = true;
  const nodeModule = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolveFilename = nodeModule._resolveFilename;
  nodeModule._resolveFilename = function (request: string, ...rest: unknown[]) {
    try {
      return resolveFilename.call(this, request, ...rest);
    } catch (error) {
      if (PROVIDED_PACKAGES.includes(request)) return resolveFromDocgen(request);
      throw error;
    }
  };
}

/** Imports a module file and returns its default export (or module.exports for CommonJS); with
 * `whole`, the module's namespace (a plugin's named `validateOptions` beside its default). With
 * `interop`, the module is always compiled, its CommonJS packages required: the default import of
 * such a package is its `exports.default`, as Docusaurus's loader gives it to a site's plugin
 * (`import blogPlugin from '@docusaurus/plugin-content-blog'`), where Node's import would give the
 * whole `module.exports`. */
export async function loadModule({ file, whole = false, interop = false }: { file: string; whole?: boolean; interop?: boolean }): Promise<unknown> {
  const pick = (module: { default?: unknown }) => (whole ? module : module.default);
  provideForRequire();
  const ext = extname(file);
  if (ext === '.json') return JSON.parse(await readFile(file, 'utf8'));
  if (interop) return pick(await importCompiled({ file, requireCommonJs: true, loaderDefaults: true }));
  if (['.js', '.mjs', '.cjs'].includes(ext)) {
    try {
      return pick(await importFresh(file));
    } catch (error) {
      const compiled = [COMMONJS_IN_ESM, NAMED_FROM_COMMONJS, PROVIDED_MISSING, UNKNOWN_EXTENSION].some(
        (pattern) => error instanceof Error && pattern.test(error.message),
      );
      if (!compiled) throw error;
    }
  }
  try {
    return pick(await importCompiled({ file, requireCommonJs: false }));
  } catch (error) {
    if (!(error instanceof Error) || !NAMED_FROM_COMMONJS.test(error.message)) throw error;
    return pick(await importCompiled({ file, requireCommonJs: true }));
  }
}

/** Node's own import, fresh on every call so that serve --watch sees an edited config. */
async function importFresh(file: string): Promise<{ default?: unknown }> {
  forgetCommonJs(dirname(file));
  const url = `${pathToFileURL(file).href}?docgen=${randomUUID()}`;
  return (await quietly(() => import(url))) as { default?: unknown };
}

/** Drops the site's own CommonJS files from require's cache (a helper the config requires may
 * have changed); packages under node_modules stay cached. */
function forgetCommonJs(dir: string): void {
  const cache = createRequire(join(dir, 'noop.js')).cache;
  for (const key of Object.keys(cache)) {
    if (key.startsWith(dir + sep) && !key.includes(`${sep}node_modules${sep}`)) delete cache[key];
  }
}

/** Runs `load` without Node's notice that a package.json without "type" held an ES module:
 * Docusaurus sites are made that way, and Node loads them correctly after saying so. */
async function quietly<T>(load: () => Promise<T>): Promise<T> {
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const code = typeof rest[0] === 'object' && rest[0] !== null ? (rest[0] as { code?: string }).code : rest[1];
    if (code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await load();
  } finally {
    process.emitWarning = emit;
  }
}

async function importCompiled({
  file,
  requireCommonJs,
  loaderDefaults = false,
}: {
  file: string;
  requireCommonJs: boolean;
  loaderDefaults?: boolean;
}): Promise<{ default?: unknown }> {
  // Next to the module, so that import.meta.url, require and packages resolve from its folder; a
  // unique name per load, so an edit is seen and concurrent builds never share a file. In a folder
  // this user cannot write, the module is bundled whole (packages included) into the temp folder.
  const name = `.${basename(file)}.${randomUUID()}.docgen.mjs`;
  let temp = join(dirname(file), name);
  try {
    await writeFile(temp, await compile({ file, packagesExternal: true, requireCommonJs, loaderDefaults }));
  } catch (error) {
    if (error instanceof ModuleLoadError || !['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    const dir = join(tmpdir(), 'docgen-modules');
    await mkdir(dir, { recursive: true });
    temp = join(dir, name);
    await writeFile(temp, await compile({ file, packagesExternal: false, requireCommonJs, loaderDefaults }));
  }
  try {
    return (await import(pathToFileURL(temp).href)) as { default?: unknown };
  } finally {
    await rm(temp, { force: true });
  }
}

/** The default import of a CommonJS package compiled from ES modules (`exports.default` beside
 * named exports), as Docusaurus's loader (jiti) gives it to a site's plugin: the default export,
 * whose missing properties are the module's, so that `blogPlugin(...)` and `blogPlugin.default(...)`
 * or `blogPlugin.validateOptions` all work. */
const LOADER_DEFAULT = [
  'const mod = require(%s);',
  "const withDefault = mod && mod.__esModule && mod.default !== null && (typeof mod.default === 'function' || typeof mod.default === 'object');",
  'module.exports = withDefault ? new Proxy(mod, { get: (target, key) => key === "default" ? new Proxy(target.default, { get: (own, name) => (name in own ? own[name] : target[name]) }) : target[key] }) : mod;',
].join('\n');

/** Packages whose entry for require() is CommonJS become `require()` calls, which esbuild's interop
 * reads named imports from; ES module packages stay imports. */
function commonJsPackages(file: string, loaderDefaults: boolean): Plugin {
  const requireFrom = createRequire(file);
  return {
    name: 'docgen-commonjs-packages',
    setup(pluginBuild) {
      // Bare specifiers: not relative, not absolute (Go's regular expressions have no lookahead).
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        // The require() below is the compiled module's own, at run time, from the module's folder.
        if (args.namespace === 'docgen-require') return { path: args.path, external: true };
        if (args.path.startsWith('node:')) return null;
        let entry: string;
        try {
          entry = requireFrom.resolve(args.path);
        } catch {
          return null;
        }
        if (isBuiltin(args.path) || entry.endsWith('.mjs') || isModulePackage(entry)) return null;
        return { path: args.path, namespace: 'docgen-require' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-require' }, (args) => ({
        contents: loaderDefaults ? LOADER_DEFAULT.replace('%s', JSON.stringify(args.path)) : `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/** PROVIDED_PACKAGES the site does not have resolve to docgen's copies: an import to the ES
 * module build by URL, a require() to the CommonJS one by path. */
function providedPackages(file: string): Plugin {
  const requireFrom = createRequire(file);
  return {
    name: 'docgen-provided-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^(?:${PROVIDED_PACKAGES.join('|')})$`) }, (args) => {
        const docgenCopy = resolveFromDocgen(args.path);
        // require()'s fallback (provideForRequire) answers with docgen's copy where the site has none.
        try {
          if (requireFrom.resolve(args.path) !== docgenCopy) return null;
        } catch {
          // Not installed for the site: docgen's copy.
        }
        if (args.kind === 'require-call') return { path: docgenCopy, external: true };
        const manifest = resolveFromDocgen(`${args.path}/package.json`);
        const { module } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string };
        return { path: pathToFileURL(module ? join(dirname(manifest), module) : docgenCopy).href, external: true };
      });
    },
  };
}

/** Whether the nearest package.json of a file says "type": "module". */
function isModulePackage(file: string): boolean {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
    } catch {
      return false;
    }
  }
  return false;
}

async function compile({
  file,
  packagesExternal,
  requireCommonJs,
  loaderDefaults = false,
}: {
  file: string;
  packagesExternal: boolean;
  requireCommonJs: boolean;
  loaderDefaults?: boolean;
}): Promise<string> {
  const loader = ({ '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' } as const)[extname(file)] ?? 'js';
  try {
    const result = await build({
      // Through stdin, esbuild infers CommonJS or ESM from the syntax, as Docusaurus does.
      stdin: { contents: await readFile(file, 'utf8'), resolveDir: dirname(file), sourcefile: file, loader },
      bundle: true,
      ...(packagesExternal ? { packages: 'external' as const } : {}),
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      banner: { js: NODE_GLOBALS },
      plugins: [
        providedPackages(file),
        ...(requireCommonJs ? [commonJsPackages(file, loaderDefaults)] : []),
        {
          name: 'docgen-self',
          setup(pluginBuild) {
            pluginBuild.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-stub' }));
            pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-stub' }, () => ({ contents: DOCGEN_STUB, loader: 'js' }));
          },
        },
      ],
    });
    return result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (!first) throw error;
    throw new ModuleLoadError(first.text, esbuildWhere(first.location));
  }
}
