// The compiled CLI bundles the Markdown pipeline with a few speed fixes applied to dependencies
// (see bin/compile/bundle-plan.js). These tests keep that true: each patch applies to the
// installed version and changes only its own code, fails loudly when it would not apply, and the
// compiled workers run the patched copies rather than importing the packages from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without type declarations.
import { EXTERNAL_PACKAGES, PATCHES, applyPatch, packageOf } from '../bin/compile/bundle-plan.js';

interface Patch {
  name: string;
  file: string;
  find: RegExp;
  replace: string;
}

const ROOT = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const installed = (patch: Patch) => readFileSync(join(ROOT, 'node_modules', ...patch.file.split('/')), 'utf8');
const patches = (PATCHES as Patch[]).map((patch) => [patch.name, patch] as const);

/** What each patch's code looks like in a compiled file, before and after. */
const COMPILED = {
  'visitor naming': { before: /Object\.defineProperty\(visit, ["']name["']/, after: /function visitParents\(/ },
  'context copy per event': {
    before: /handler\[events\[index\d*\]\[1\]\.type\]\.call\(\{\s*\.\.\.context\d*,/,
    after:
      /context\d*\.sliceSerialize = events\[index\d*\]\[2\]\.sliceSerialize;\s*handler\[events\[index\d*\]\[1\]\.type\]\.call\(context\d*, events\[index\d*\]\[1\]\);/,
  },
} as const;

/** A compiled entry's code and the chunks it imports, statically or (with `dynamic`) when it runs. */
function compiledCode({ entry, dynamic }: { entry: string; dynamic: boolean }): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const code = readFileSync(file, 'utf8');
    found.set(file, code);
    const imports = /^\s*(?:import|export)\b[^;]*?from ["'](\.[^"']+)["'];?$|(?<dynamic>import\(["'](\.[^"']+)["']\))/gm;
    for (const match of code.matchAll(imports)) {
      if (match.groups?.dynamic && !dynamic) continue;
      visit(join(dirname(file), (match[1] ?? match[3]) as string));
    }
  };
  visit(join(ROOT, 'dist', entry));
  return found;
}

describe('bundle plan', () => {
  it('has a compiled-code check for every patch', () => {
    expect(Object.keys(COMPILED).sort()).toEqual((PATCHES as Patch[]).map((patch) => patch.name).sort());
  });

  it.each(patches)('"%s" applies once to the installed file and changes nothing else', (_name, patch) => {
    const source = installed(patch);
    const match = source.match(patch.find);
    expect(match).not.toBeNull();
    const patched: string = applyPatch(patch, source);
    expect(patched).not.toMatch(patch.find);
    const at = match?.index ?? -1;
    expect(patched.slice(0, at)).toBe(source.slice(0, at));
    expect(patched.slice(at + patch.replace.length)).toBe(source.slice(at + (match?.[0].length ?? 0)));
  });

  it.each(patches)('"%s" fails the compile with a message naming the file when its code is not there', (_name, patch) => {
    expect(() => applyPatch(patch, 'export function nothing() {}')).toThrow(
      new RegExp(`"${patch.name}" patch was found 0 times in ${patch.file.replace(/[.]/g, '\\.')} \\(expected once\\).*update its \`find\``),
    );
  });

  it.each(['build-worker', 'cli'])('dist/%s.js runs the patched copies', (name) => {
    const code = [...compiledCode({ entry: `${name}.js`, dynamic: true }).values()].join('\n');
    for (const { before, after } of Object.values(COMPILED)) {
      expect(code).not.toMatch(before);
      expect(code).toMatch(after);
    }
    expect(code).not.toMatch(/^import .* from ["'](unist-util-visit|unist-util-visit-parents|unified|remark-parse|micromark|mdast-util-from-markdown)["'];$/m);
  });

  it('keeps every external package a direct or peer dependency, so it resolves from dist/', () => {
    const { dependencies, peerDependencies } = require(join(ROOT, 'package.json')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    // React is the site's (a peer): one copy for the page.
    for (const name of EXTERNAL_PACKAGES) expect([...Object.keys(dependencies), ...Object.keys(peerDependencies)]).toContain(name);
    expect(Object.keys(peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(packageOf('@mdx-js/mdx/internal')).toBe('@mdx-js/mdx');
    expect(packageOf('react-dom/server')).toBe('react-dom');
  });

  it('bundles one copy of acorn, which acorn-jsx requires and the MDX parser imports', () => {
    const code = [...compiledCode({ entry: 'build-worker.js', dynamic: true }).values()].join('\n');
    // A function of acorn's tokenizer, defined once per copy.
    expect(code.match(/^\s*pp\$?\d*\.readToken_pipe_amp = function/gm) ?? []).toHaveLength(1);
  });

  it('keeps the compile, render and serve code out of what `docgen build` loads before it knows a stage must run', () => {
    const dynamic = [...compiledCode({ entry: 'cli.js', dynamic: true }).keys()];
    const command = dynamic.find((file) => /[\\/]build-[A-Z0-9]+\.js$/.test(file));
    expect(command, 'the build command is a chunk of its own').toBeDefined();
    const relativeToDist = (file: string) => file.slice(join(ROOT, 'dist').length + 1);
    const loaded = new Map([
      ...compiledCode({ entry: 'cli.js', dynamic: false }),
      ...compiledCode({ entry: relativeToDist(command as string), dynamic: false }),
    ]);
    const code = [...loaded.values()].join('\n');
    // esbuild names each bundled module in a comment; external packages stay imports (those
    // imported when a function needs them aside).
    const bundles = (name: string) => code.includes(`// node_modules/${name}/`);
    const imports = (name: string) => new RegExp(`from ["']${name}["/]`).test(code);
    expect(bundles('zod') && imports('esbuild'), 'the config is loaded and validated').toBe(true);
    for (const name of ['micromark-core-commonmark', 'acorn', 'gray-matter', 'unified', 'chokidar', 'emojilib']) expect(bundles(name), name).toBe(false);
    for (const name of ['prism-react-renderer', 'prismjs', 'react', 'react-dom', 'pagefind', 'piscina']) expect(imports(name), name).toBe(false);
    // ...and the stages are loaded when they run.
    expect(dynamic.length).toBeGreaterThan(loaded.size);
  });
});
