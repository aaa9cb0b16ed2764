// The compiled CLI bundles the Markdown pipeline with one statement taken out of
// unist-util-visit-parents (see bin/compile/bundle-plan.js). These tests keep that true: the
// patch applies to the installed version, fails loudly when it would not, and the compiled
// workers run the patched copy rather than importing the package from node_modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script without type declarations.
import { EXTERNAL_PACKAGES, packageOf, withoutVisitorNames } from '../bin/compile/bundle-plan.js';

const ROOT = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const visitParentsSource = () => readFileSync(join(ROOT, 'node_modules', 'unist-util-visit-parents', 'lib', 'index.js'), 'utf8');
const NAMING = "Object.defineProperty(visit, 'name'";

describe('bundle plan', () => {
  it('takes the per-node visitor naming out of the installed unist-util-visit-parents and nothing else', () => {
    const source = visitParentsSource();
    expect(source).toContain(NAMING);
    const patched: string = withoutVisitorNames(source);
    expect(patched).not.toContain(NAMING);
    // Only that statement went: the rest of the file is unchanged.
    const removed = source.length - patched.length + '/* visitor naming removed by docgen: see bin/compile/bundle-plan.js */'.length;
    expect(source.slice(0, source.indexOf(NAMING)) + source.slice(source.indexOf(NAMING) + removed)).toBe(
      patched.replace('/* visitor naming removed by docgen: see bin/compile/bundle-plan.js */', ''),
    );
  });

  it('fails the compile with a message naming the file when the statement is not there', () => {
    expect(() => withoutVisitorNames('export function visitParents() {}')).toThrow(
      /visitor-naming statement was not found in unist-util-visit-parents\/lib\/index\.js.*update VISIT_NAME_STATEMENT/,
    );
  });

  it.each(['compile-worker', 'mdx-worker', 'cli'])('dist/%s.js walks trees with the patched copy', (name) => {
    const code = readFileSync(join(ROOT, 'dist', `${name}.js`), 'utf8');
    expect(code).toContain('function visitParents(');
    expect(code).not.toContain("Object.defineProperty(visit, 'name'");
    expect(code).not.toContain('Object.defineProperty(visit, "name"');
    expect(code).not.toMatch(/^import .* from ["'](unist-util-visit|unist-util-visit-parents|unified|remark-parse|micromark)["'];$/m);
  });

  it('keeps every external package a direct dependency, so it resolves from dist/', () => {
    const { dependencies } = require(join(ROOT, 'package.json')) as { dependencies: Record<string, string> };
    for (const name of EXTERNAL_PACKAGES) expect(Object.keys(dependencies)).toContain(name);
    expect(packageOf('@mdx-js/mdx/internal')).toBe('@mdx-js/mdx');
    expect(packageOf('react-dom/server')).toBe('react-dom');
  });
});
