// A hosted entry's module, found as Docusaurus finds it: a function as given; a path relative to
// the site folder; or a package of the site, by its name or by Docusaurus's shorthand
// (`awesome` -> `docusaurus-plugin-awesome`, `@docusaurus/plugin-awesome`; `@scope` ->
// `@scope/docusaurus-plugin`; `@scope/awesome` -> `@scope/docusaurus-plugin-awesome`).
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve, sep } from 'node:path';
import type { HostedEntry, HostedKind } from '../config/hosted-plugins.js';
import { loadModule } from '../config/load-module.js';
import { DocgenError, problems } from '../errors.js';

/** A plugin, theme or preset as its module exports it. */
export interface PluginModule {
  readonly create: (context: unknown, options: unknown) => unknown;
  readonly validateOptions?: (input: { options: unknown; validate: (schema: unknown, options: unknown) => unknown }) => unknown;
  readonly validateThemeConfig?: (input: { themeConfig: unknown; validate: (schema: unknown, value: unknown) => unknown }) => unknown;
  /** Where it came from, for messages: the module's name or path, or the function's name. */
  readonly name: string;
  /** The file it was loaded from (undefined for a function in the config). */
  readonly file?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The package names Docusaurus tries for a shorthand, in its order. */
export function moduleCandidates(name: string, kind: HostedKind): string[] {
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/') as [string, string | undefined];
    if (!rest) return [`${scope}/docusaurus-${kind}`];
    return [name, `${scope}/docusaurus-${kind}-${rest}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

export async function loadPluginModule({ entry, siteDir }: { entry: HostedEntry; siteDir: string }): Promise<PluginModule> {
  if (typeof entry.module === 'function') {
    const create = entry.module as PluginModule['create'];
    return { create, name: create.name || `(anonymous ${entry.kind})`, ...staticsOf(create) };
  }
  const file = resolveModule({ name: entry.module, kind: entry.kind, siteDir, where: entry.where });
  let loaded: unknown;
  try {
    // A site's own plugin reads packages as Docusaurus's loader gives them; a package is Node's.
    loaded = await loadModule({ file, whole: true, interop: !file.includes(`${sep}node_modules${sep}`) });
  } catch (error) {
    throw new DocgenError([
      problems.pluginFailed({ plugin: entry.module, where: entry.where, hook: 'its module', reason: error instanceof Error ? error.message : String(error) }),
    ]);
  }
  // ESM: default export (which may itself be a CommonJS module.exports object); CommonJS: the same.
  const namespace = isObject(loaded) ? loaded : {};
  let create: unknown = namespace.default;
  if (isObject(create) && typeof create.default === 'function') create = create.default;
  if (typeof create !== 'function') {
    throw new DocgenError([
      problems.pluginFailed({
        plugin: entry.module,
        where: entry.where,
        hook: 'its module',
        reason: `it exports no function (a ${entry.kind} module's default export is the function Docusaurus calls)`,
      }),
    ]);
  }
  const statics = { ...staticsOf(namespace), ...staticsOf(namespace.default), ...staticsOf(create) };
  return { create: create as PluginModule['create'], name: entry.module, file, ...statics };
}

function staticsOf(value: unknown): Pick<PluginModule, 'validateOptions' | 'validateThemeConfig'> {
  if (!isObject(value) && typeof value !== 'function') return {};
  const source = value as Record<string, unknown>;
  return {
    ...(typeof source.validateOptions === 'function' ? { validateOptions: source.validateOptions as PluginModule['validateOptions'] } : {}),
    ...(typeof source.validateThemeConfig === 'function' ? { validateThemeConfig: source.validateThemeConfig as PluginModule['validateThemeConfig'] } : {}),
  };
}

function resolveModule({ name, kind, siteDir, where }: { name: string; kind: HostedKind; siteDir: string; where: string }): string {
  const require = createRequire(join(siteDir, 'package.json'));
  const local = name.startsWith('.') || isAbsolute(name);
  const candidates = local ? [isAbsolute(name) ? name : resolve(siteDir, name)] : moduleCandidates(name, kind);
  for (const candidate of candidates) {
    try {
      return require.resolve(candidate);
    } catch {
      // The next spelling.
    }
  }
  throw new DocgenError([problems.pluginNotFound({ plugin: name, where, kind, tried: candidates, local })]);
}
