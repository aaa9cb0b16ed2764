// Node code and browser code never import each other's platform APIs.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The modules a file imports; type-only imports too with `types`. */
async function importsOf(file: string, { types = false } = {}): Promise<string[]> {
  const text = await readFile(join(root, file), 'utf8');
  const statement = types
    ? /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
    : /^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  return [...text.matchAll(statement)].map((match) => match[1] ?? match[2] ?? '');
}

const rules: { dir: string; forbidden: RegExp; why: string }[] = [
  { dir: 'runtime/shared', forbidden: /^(node:|react-dom|\.\.\/(theme|browser|server)\/)/, why: 'shared code runs everywhere' },
  { dir: 'runtime/theme', forbidden: /^(node:|react-dom)/, why: 'theme components render on both sides' },
  { dir: 'runtime/browser', forbidden: /^(node:|react-dom\/server)|\/server\//, why: 'browser code must not pull in Node or SSR' },
  {
    dir: 'runtime/dev',
    forbidden: /^(node:|react|react-dom)|\/(server|theme|browser)\//,
    why: 'the live reload script is plain DOM code that runs beside any page',
  },
  { dir: 'runtime/server', forbidden: /^react-dom\/client|\/browser\//, why: 'SSR must not pull in browser code' },
  { dir: 'cli', forbidden: /^react-dom|runtime\/(browser|theme)\//, why: 'the CLI renders only through the server bundle' },
];

describe('import graph', () => {
  it.each(rules)('$dir imports nothing forbidden ($why)', async ({ dir, forbidden }) => {
    const offenders: string[] = [];
    for (const file of await sources(dir)) {
      for (const specifier of await importsOf(file)) if (forbidden.test(specifier)) offenders.push(`${file} -> ${specifier}`);
    }
    expect(offenders).toEqual([]);
  });

  it('only runtime/server imports react-dom/server and only runtime/browser imports react-dom/client', async () => {
    const users = { server: [] as string[], client: [] as string[] };
    for (const file of [...(await sources('cli')), ...(await sources('runtime'))]) {
      const imports = await importsOf(file);
      if (imports.includes('react-dom/server')) users.server.push(file);
      if (imports.includes('react-dom/client')) users.client.push(file);
    }
    expect(users).toEqual({ server: ['runtime/server/render-page.tsx'], client: ['runtime/browser/entry.tsx'] });
  });

  it('the CLI imports its optional heavy packages where it uses them, not when it starts', async () => {
    // A warm build uses none of them; each is loaded at its one use (the search worker is an entry of
    // its own). Prism is imported by file URL with the first code block (content/code/prism.ts).
    const lazy = /^(prism-react-renderer|prismjs|pagefind|piscina|sitemap|image-size)$/;
    const offenders: string[] = [];
    for (const file of await sources('cli')) {
      if (file === join('cli', 'pipeline', 'search', 'search-worker.ts')) continue;
      for (const specifier of await importsOf(file)) if (lazy.test(specifier)) offenders.push(`${file} -> ${specifier}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the CLI has no import cycle, type imports counted: each module can be read (and loaded) before the ones that use it', async () => {
    const graph = await localGraph('cli');
    // Depth-first: a module met again while it is still open closes a cycle.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });

  it('each cli/ folder imports only its own folder or a lower one (type imports counted)', async () => {
    const offenders = upwardImports({ graph: await localGraph('cli'), rankOf: cliRank });
    expect(offenders).toEqual([]);
  });

  it('in cli/pipeline/, a file imports only its own folder or a lower row (cli/pipeline/README.md)', async () => {
    const graph = new Map([...(await localGraph('cli'))].filter(([file]) => file.startsWith(PIPELINE)));
    for (const [file, targets] of graph)
      graph.set(
        file,
        targets.filter((target) => target.startsWith(PIPELINE)),
      );
    expect(graph.size).toBeGreaterThan(60);
    expect(upwardImports({ graph, rankOf: pipelineRank, sameLayer: pipelineUnit })).toEqual([]);
  });

  it('every module-level cache of cli/pipeline/ is listed in its README, and every one listed exists', async () => {
    // A Map, WeakMap or Set made at the top of a module (constant lists are named in capitals), or a `let`.
    const declared: string[] = [];
    for (const file of await sources(PIPELINE)) {
      const text = await readFile(join(root, file), 'utf8');
      for (const match of text.matchAll(/^(?:export )?(?:const ([a-z]\w*)(?::[^=]+)? = new (?:Weak)?(?:Map|Set)\b|let (\w+))/gm))
        declared.push(`${relative(PIPELINE, file).split(sep).join('/')} ${match[1] ?? match[2]}`);
    }
    const readme = await readFile(join(root, PIPELINE, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([\w./-]+\.ts)` \| `(\w+)` \|/gm)].map((match) => `${match[1]} ${match[2]}`);
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.sort()).toEqual(listed.sort());
  });
});

const PIPELINE = join('cli', 'pipeline');

/** cli/pipeline/'s rows, lowest first: a folder, or a file at the top of the pipeline. */
const PIPELINE_LAYERS = [
  ['output', 'workers', 'reuse'],
  ['search'],
  ['site'],
  ['compile'],
  ['bundle'],
  ['render'],
  ['blog', 'site-files', 'check-links.ts'],
  ['cache'],
  ['publish'],
  ['build.ts', 'build-site.ts', 'build-worker.ts', 'worker-tasks.ts'],
];

/** A pipeline file's folder, or its own name at the top. */
const pipelineUnit = (file: string) => relative(PIPELINE, file).split(sep)[0] ?? '';
const pipelineRank = (file: string) => PIPELINE_LAYERS.findIndex((row) => row.includes(pipelineUnit(file)));

/**
 * The order of cli/'s folders, lowest first: a file may import its own folder or a lower one. The
 * base files import nothing else of cli/; the entry points (main.ts, program.ts) sit above all.
 */
const CLI_LAYERS = ['', 'config', 'content', 'routes', 'plugins', 'pipeline', 'serve', 'commands', 'entry'];
const ENTRY_FILES = new Set(['cli/main.ts', 'cli/program.ts']);

function cliRank(file: string): number {
  const parts = file.split(sep);
  const layer = parts.length === 2 ? (ENTRY_FILES.has(parts.join('/')) ? 'entry' : '') : (parts[1] ?? '');
  return CLI_LAYERS.indexOf(layer);
}

/** Each source file of `dir` -> the source files of `dir` it imports (type imports too). */
async function localGraph(dir: string): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const file of await sources(dir)) {
    // A type import is a dependency for the reader as much as a value import is.
    const local = (await importsOf(file, { types: true })).filter((specifier) => specifier.startsWith('.'));
    graph.set(
      file,
      local.map((specifier) => relative(root, join(root, file, '..', specifier.replace(/\.js$/, '.ts')))),
    );
  }
  for (const [file, targets] of graph)
    graph.set(
      file,
      targets.filter((target) => graph.has(target)),
    );
  return graph;
}

/** The imports that reach a higher layer than their file's (or a file no layer names). With
 * `sameLayer`, a file imports only its own unit of its row (a folder next to it is off limits),
 * but files of the top row may import one another. */
function upwardImports({
  graph,
  rankOf,
  sameLayer,
}: {
  graph: ReadonlyMap<string, readonly string[]>;
  rankOf: (file: string) => number;
  sameLayer?: (file: string) => string;
}): string[] {
  const offenders: string[] = [];
  const top = Math.max(...[...graph.keys()].map(rankOf));
  for (const [file, targets] of graph) {
    if (rankOf(file) < 0) offenders.push(`${file}: in no layer`);
    for (const target of targets) {
      const higher = rankOf(target) > rankOf(file);
      const beside = sameLayer !== undefined && rankOf(target) === rankOf(file) && rankOf(file) !== top && sameLayer(target) !== sameLayer(file);
      if (higher || beside) offenders.push(`${file} -> ${target}`);
    }
  }
  return offenders;
}
