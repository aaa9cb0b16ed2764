// The webpack loaders of a site's plugin rules (plugins/webpack-config.ts), run by esbuild on the
// files they match: a `.yaml` file through the site's loader, or an image a component imports
// through @docusaurus/plugin-ideal-image's loaders, which write the image at several widths.
// A rule applies as webpack applies it: the imported file passes its `test` (and `include`), the
// importing file its `issuer`; its loaders run last first, raw loaders on the file's bytes, with
// the parts of webpack's loader context loaders use (options, the file, `emitFile`, a callback
// for async loaders). What they return is a JavaScript module; `__webpack_public_path__` in it is
// the site's base URL, where emitted files are written.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import type { LoaderRule } from '../../config/hosted-plugins.js';

type WebpackLoader = ((this: Record<string, unknown>, source: string | Buffer) => unknown) & { raw?: boolean };

/** A file a loader emitted (`this.emitFile`): its path under the output folder, and its bytes. */
export interface EmittedFile {
  readonly path: string;
  readonly contents: Uint8Array;
}

/** Runs one loader on a file's text or bytes. */
function runLoader({
  loader,
  options,
  file,
  siteDir,
  source,
  emit,
}: {
  loader: WebpackLoader;
  options: unknown;
  file: string;
  siteDir: string;
  source: string | Buffer;
  emit: (file: EmittedFile) => void;
}) {
  return new Promise<string | Buffer>((done, fail) => {
    let isAsync = false;
    const output = (value: unknown) => (Buffer.isBuffer(value) ? value : String(value));
    const callback = (error: unknown, value?: unknown) => (error ? fail(error) : done(output(value)));
    const context = {
      resourcePath: file,
      resource: file,
      resourceQuery: '',
      context: dirname(file),
      rootContext: siteDir,
      mode: 'production',
      query: options ?? {},
      getOptions: () => options ?? {},
      cacheable: () => undefined,
      addDependency: () => undefined,
      addContextDependency: () => undefined,
      emitWarning: () => undefined,
      emitError: () => undefined,
      emitFile: (path: string, contents: string | Uint8Array) => emit({ path, contents: typeof contents === 'string' ? Buffer.from(contents) : contents }),
      callback,
      async: () => {
        isAsync = true;
        return callback;
      },
    };
    try {
      const result = loader.call(context, loader.raw ? source : source.toString());
      if (result instanceof Promise) result.then((value) => done(output(value)), fail);
      else if (!isAsync && result !== undefined) done(output(result));
    } catch (error) {
      fail(error);
    }
  });
}

const NAMESPACE = 'docgen-webpack-loader';

/** The rules' loaders run on the files they match, for one bundle; `emit` receives what they write. */
export function webpackLoaders({
  rules,
  siteDir,
  publicPath,
  emit,
}: {
  rules: readonly LoaderRule[];
  siteDir: string;
  publicPath: string;
  emit: (file: EmittedFile) => void;
}): Plugin {
  const requireFromSite = createRequire(join(siteDir, 'package.json'));
  const load = (name: string) => {
    const loaded = requireFromSite(name) as WebpackLoader | { default?: WebpackLoader; raw?: boolean };
    if (typeof loaded === 'function') return loaded;
    const inner = loaded.default as WebpackLoader;
    const wrapped: WebpackLoader = function (this: Record<string, unknown>, source: string | Buffer) {
      return inner.call(this, source);
    };
    return Object.assign(wrapped, { raw: inner.raw ?? loaded.raw });
  };
  const regexp = ({ test, flags }: { test: string; flags: string }) => new RegExp(test, flags.replace('g', ''));
  const matchers = rules.map((rule) => ({ ...rule, test: regexp(rule), issuers: (rule.issuer ?? []).map(regexp) }));
  const ruleFor = (file: string, importer: string) =>
    matchers.findIndex(
      (rule) =>
        rule.test.test(file) &&
        (rule.include.length === 0 || rule.include.some((dir) => file.startsWith(dir + sep) || file === dir)) &&
        rule.issuers.every((issuer) => issuer.test(importer)),
    );
  // Imports whose path a rule's test matches (as the file's usually does), a little more widely
  // where one rule ignores case: the rule is checked again on the resolved file.
  const filter = new RegExp(rules.map((rule) => `(?:${rule.test})`).join('|'), rules.some((rule) => rule.flags.includes('i')) ? 'i' : '');
  // Imports being resolved here: other plugins' resolving (an alias) comes back through this one.
  const resolving = new Set<string>();
  return {
    name: 'docgen-webpack-loaders',
    setup(pluginBuild) {
      // Which rule applies depends on the importer too, so it is chosen where the import resolves.
      pluginBuild.onResolve({ filter }, async (args) => {
        const key = `${args.importer}\0${args.resolveDir}\0${args.path}`;
        if (resolving.has(key) || !['import-statement', 'require-call', 'dynamic-import'].includes(args.kind)) return undefined;
        resolving.add(key);
        try {
          const found = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
          if (found.errors.length > 0 || found.namespace !== 'file' || found.external) return undefined;
          const rule = ruleFor(found.path, args.importer);
          // Named from the site's folder: esbuild hashes a module's path into its chunk's name.
          return rule === -1 ? undefined : { path: relative(siteDir, found.path), namespace: NAMESPACE, pluginData: { rule, file: found.path } };
        } finally {
          resolving.delete(key);
        }
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const { rule: index, file } = args.pluginData as { rule: number; file: string };
        const rule = matchers[index]!;
        let source: string | Buffer = await readFile(file);
        for (const { loader, options } of [...rule.use].reverse()) {
          try {
            source = await runLoader({ loader: load(loader), options, file, siteDir, source, emit });
          } catch (error) {
            return { errors: [{ text: `the webpack loader ${loader} failed on this file: ${(error as Error).message}` }], watchFiles: [file] };
          }
        }
        const code = source.toString();
        const contents = code.includes('__webpack_public_path__') ? `var __webpack_public_path__ = ${JSON.stringify(publicPath)};\n${code}` : code;
        return { contents, loader: 'jsx', resolveDir: dirname(file), watchFiles: [file] };
      });
    },
  };
}
