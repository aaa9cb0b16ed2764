// The module behind a route a plugin adds: it imports the route's component and the modules named
// in `modules` (data files from createData, most often), and renders the component with them as
// props, beside `props` and the route itself, as Docusaurus's route loader does. The build treats
// it as a React page of the site. A nested route (`routes` under a layout route) is a page of its
// own, rendered inside each route above it: those get `route.routes` with the page's route, which
// `@docusaurus/renderRoutes` renders. The module's name is a digest of its text and of the data it
// imports, so new data is a new module, and the bundle and the route's page are made again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { contentHash } from '../hash.js';

/** A route as a plugin hands it to addRoute (the keys docgen reads). */
export interface RouteConfig {
  readonly path: string;
  readonly component: string;
  readonly modules?: Readonly<Record<string, unknown>>;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly exact?: boolean;
  readonly routes?: readonly RouteConfig[];
}

type ModuleTree = string | { readonly [key: string]: ModuleTree };

/** A `modules` value: a path, `{ __import: true, path }`, or an object of more of them. */
function moduleTree(value: unknown): ModuleTree | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record.__import === true && typeof record.path === 'string') return record.path;
  const tree: Record<string, ModuleTree> = {};
  for (const [key, inner] of Object.entries(record)) {
    const module = moduleTree(inner);
    if (module !== undefined) tree[key] = module;
  }
  return tree;
}

/** Each page a route config makes: a route without nested routes is one; a layout route makes
 * those below it, each with the chain of routes from the top. */
export function pageChains(route: RouteConfig): RouteConfig[][] {
  const nested = (route.routes ?? []).filter((child) => typeof child?.path === 'string' && typeof child.component === 'string');
  if (nested.length === 0) return [[route]];
  return nested.flatMap((child) => pageChains(child).map((chain) => [route, ...chain]));
}

/** A specifier for the module written in `dir`: a file of the site relative to it, so that the
 * module's text is the same wherever the site's folder is (a restored CI cache keeps it). */
function specifierFrom({ specifier, dir, siteDir }: { specifier: string; dir: string; siteDir: string }): string {
  if (!isAbsolute(specifier) || !specifier.startsWith(siteDir + sep)) return specifier;
  const path = relative(dir, specifier).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The module's text for a page, the chain of routes from the top layout route down to the page,
 * to be written in `dir`. */
function routeModuleText({ chain, source, dir, siteDir }: { chain: readonly RouteConfig[]; source: string; dir: string; siteDir: string }): string {
  const imports: string[] = [];
  const digests: string[] = [];
  const importOf = (specifier: string) => {
    const name = `module${imports.length}`;
    imports.push(`import * as ${name} from ${JSON.stringify(specifierFrom({ specifier, dir, siteDir }))};`);
    if (isAbsolute(specifier) && existsSync(specifier)) digests.push(contentHash(readFileSync(specifier)));
    return name;
  };
  const expression = (tree: ModuleTree): string =>
    typeof tree === 'string'
      ? `valueOf(${importOf(tree)})`
      : `{ ${Object.entries(tree)
          .map(([key, inner]) => `${JSON.stringify(key)}: ${expression(inner)}`)
          .join(', ')} }`;
  const page = chain[chain.length - 1] as RouteConfig;
  // One component per level, from the page up: each level's route holds the level below.
  const levels = chain.map((route) => {
    const modules = moduleTree(route.modules ?? {});
    const loaded = modules && typeof modules === 'object' ? Object.entries(modules).map(([key, tree]) => `${JSON.stringify(key)}: ${expression(tree)}`) : [];
    return { route, component: importOf(route.component), loaded };
  });
  const definitions = levels
    .map(({ route, component, loaded }, index) => {
      const below =
        index < levels.length - 1 ? `[{ path: ${JSON.stringify(levels[index + 1]?.route.path)}, exact: true, component: Level${index + 1} }]` : undefined;
      const routeProps = `{ path: ${JSON.stringify(route.path)}, exact: ${JSON.stringify(route.exact ?? false)}${below ? `, routes: ${below}` : ''} }`;
      return [
        `function Level${index}(given) {`,
        '  const location = useLocation();',
        '  const history = useHistory();',
        `  const match = { path: ${JSON.stringify(route.path)}, url: location.pathname, isExact: ${index === levels.length - 1}, params: {} };`,
        `  return createElement(valueOf(${component}), { ...given, location, history, match, ...${JSON.stringify(route.props ?? {})}, ${loaded.map((entry) => `${entry}, `).join('')}route: ${routeProps} });`,
        '}',
      ].join('\n');
    })
    .reverse();
  return [
    `// Written by docgen for the route ${page.path} of ${source}${digests.length > 0 ? ` (data ${contentHash(digests.join(''))})` : ''}.`,
    "import { createElement } from 'react';",
    "import { useLocation, useHistory } from '@docusaurus/router';",
    ...imports,
    // A module's default export, or the module itself when it has none (JSON data has one).
    "const valueOf = (module) => ('default' in module ? module.default : module);",
    ...definitions,
    'export default function PluginRoute() {',
    '  return createElement(Level0, {});',
    '}',
    '',
  ].join('\n');
}

/** Writes the modules of a locale's pages into `dir` (the files of an earlier run that are not
 * among them are removed) and returns each page's file, in the order given. */
export function writeRouteModules({
  dir,
  pages,
  siteDir,
}: {
  dir: string;
  pages: readonly { chain: readonly RouteConfig[]; source: string }[];
  siteDir: string;
}): string[] {
  mkdirSync(dir, { recursive: true });
  const files = pages.map(({ chain, source }) => {
    const text = routeModuleText({ chain, source, dir, siteDir });
    const file = join(dir, `route-${contentHash(text)}.js`);
    // Left alone when there: its stamp and the bundle's record of it stay.
    if (!existsSync(file)) writeFileSync(file, text);
    return file;
  });
  const kept = new Set(files);
  for (const name of readdirSync(dir)) if (!kept.has(join(dir, name))) rmSync(join(dir, name), { force: true });
  return files;
}
