// The module behind a route a plugin adds: it imports the route's component and the modules named
// in `modules` (data files from createData, most often), and renders the component with them as
// props, beside `props` and the route itself, as Docusaurus's route loader does. The build treats
// it as a React page of the site. Its name is a digest of its text and of the data it imports, so
// new data is a new module, and the bundle and the route's page are made again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { contentHash } from '../hash.js';

/** A route as a plugin hands it to addRoute (the keys docgen reads). */
export interface RouteConfig {
  readonly path: string;
  readonly component: string;
  readonly modules?: Readonly<Record<string, unknown>>;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly exact?: boolean;
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

/** The module's text, and the digest of the files it imports that docgen can read (data files). */
export function routeModuleText({ route, source }: { route: RouteConfig; source: string }): string {
  const imports: string[] = [];
  const digests: string[] = [];
  const expression = (tree: ModuleTree): string => {
    if (typeof tree === 'string') {
      const name = `module${imports.length}`;
      imports.push(`import * as ${name} from ${JSON.stringify(tree)};`);
      if (isAbsolute(tree) && existsSync(tree)) digests.push(contentHash(readFileSync(tree)));
      return `valueOf(${name})`;
    }
    return `{ ${Object.entries(tree)
      .map(([key, inner]) => `${JSON.stringify(key)}: ${expression(inner)}`)
      .join(', ')} }`;
  };
  const modules = moduleTree(route.modules ?? {});
  const loaded = modules && typeof modules === 'object' ? Object.entries(modules).map(([key, tree]) => `${JSON.stringify(key)}: ${expression(tree)}`) : [];
  const routeProps = { path: route.path, exact: route.exact ?? false };
  return [
    `// Written by docgen for the route ${route.path} of ${source}${digests.length > 0 ? ` (data ${contentHash(digests.join(''))})` : ''}.`,
    "import { createElement } from 'react';",
    "import { useLocation, useHistory } from '@docusaurus/router';",
    `import * as component from ${JSON.stringify(route.component)};`,
    ...imports,
    // A module's default export, or the module itself when it has none (JSON data has one).
    "const valueOf = (module) => ('default' in module ? module.default : module);",
    `const route = ${JSON.stringify(routeProps)};`,
    `const props = ${JSON.stringify(route.props ?? {})};`,
    'export default function PluginRoute() {',
    '  const location = useLocation();',
    '  const history = useHistory();',
    `  return createElement(valueOf(component), { ...props, ${loaded.map((entry) => `${entry}, `).join('')}route, location, history, match: { path: route.path, url: location.pathname, isExact: true, params: {} } });`,
    '}',
    '',
  ].join('\n');
}

/** Writes the modules of a locale's routes into `dir` (the files of an earlier run that are not
 * among them are removed) and returns each route's file, in the order given. */
export function writeRouteModules({ dir, routes }: { dir: string; routes: readonly { route: RouteConfig; source: string }[] }): string[] {
  mkdirSync(dir, { recursive: true });
  const files = routes.map(({ route, source }) => {
    const text = routeModuleText({ route, source });
    const file = join(dir, `route-${contentHash(text)}.js`);
    // Left alone when there: its stamp and the bundle's record of it stay.
    if (!existsSync(file)) writeFileSync(file, text);
    return file;
  });
  const kept = new Set(files);
  for (const name of readdirSync(dir)) if (!kept.has(join(dir, name))) rmSync(join(dir, name), { force: true });
  return files;
}
