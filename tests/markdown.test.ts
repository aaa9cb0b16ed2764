// Markdown fixtures: every tests/markdown/<case>/input.md is compiled and compared with output.html
// (and warnings.json when present). `UPDATE=1 npx vitest run tests/markdown.test.ts` rewrites them.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../cli/content/markdown.js';

const root = fileURLToPath(new URL('markdown/', import.meta.url));
const update = process.env.UPDATE === '1';
const compile = createMarkdownCompiler({ links: { hrefOfFile: () => undefined } });
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'input.md')))
  .map((entry) => entry.name)
  .sort();

/** Compares with the expected file, or writes it under UPDATE=1. */
async function check(folder: string, name: string, actual: string): Promise<void> {
  const path = join(root, folder, name);
  if (update) {
    const before = existsSync(path) ? await readFile(path, 'utf8') : undefined;
    if (before !== actual) {
      await writeFile(path, actual);
      console.log(`updated tests/markdown/${folder}/${name}`);
    }
    return;
  }
  expect(actual).toBe(await readFile(path, 'utf8'));
}

describe('markdown fixtures', () => {
  it('finds the cases', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('%s', async (folder) => {
    const body = await readFile(join(root, folder, 'input.md'), 'utf8');
    const compiled = await compile({ file: join(root, folder, 'input.md'), body, lineOffset: 0 });
    await check(folder, 'output.html', compiled.html.endsWith('\n') ? compiled.html : `${compiled.html}\n`);
    if (existsSync(join(root, folder, 'warnings.json'))) {
      const warnings = compiled.warnings.map(({ line, message }) => ({ line, message }));
      await check(folder, 'warnings.json', `${JSON.stringify(warnings, null, 2)}\n`);
    } else if (!update) {
      // A case that should warn says so with a warnings.json (create it as `[]`, then UPDATE=1).
      expect(compiled.warnings).toEqual([]);
    }
  });
});
