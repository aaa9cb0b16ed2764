// The compiled CLI bundles the Markdown pipeline with a few speed fixes applied to dependencies
// (see bin/compile/bundle-plan.js). These tests keep that true: each patch applies to the
// installed version and changes only its own code, fails loudly when it would not apply, and the
// compiled workers run the patched copies rather than importing the packages from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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
    const code = readFileSync(join(ROOT, 'dist', `${name}.js`), 'utf8');
    for (const { before, after } of Object.values(COMPILED)) {
      expect(code).not.toMatch(before);
      expect(code).toMatch(after);
    }
    expect(code).not.toMatch(/^import .* from ["'](unist-util-visit|unist-util-visit-parents|unified|remark-parse|micromark|mdast-util-from-markdown)["'];$/m);
  });

  it('keeps every external package a direct dependency, so it resolves from dist/', () => {
    const { dependencies } = require(join(ROOT, 'package.json')) as { dependencies: Record<string, string> };
    for (const name of EXTERNAL_PACKAGES) expect(Object.keys(dependencies)).toContain(name);
    expect(packageOf('@mdx-js/mdx/internal')).toBe('@mdx-js/mdx');
    expect(packageOf('react-dom/server')).toBe('react-dom');
  });
});
