import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutput } from './output.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-output-'));
  dirs.push(dir);
  return dir;
}

describe('createOutput', () => {
  it('lists every file written, copied, streamed or added, once each, in order', async () => {
    const dir = tempDir();
    const source = join(tempDir(), 'logo.svg');
    writeFileSync(source, '<svg/>');
    const output = createOutput({ dir, baseUrl: '/docs/' });
    output.write(join(dir, 'a.txt'), 'a');
    output.replace(join(dir, 'b.txt'), 'b');
    output.copy(source, join(dir, 'logo.svg'));
    await output.stream(join(dir, 'c.xml'), Readable.from(['<c/>']));
    output.add([join(dir, 'pagefind', 'x.pf_index'), join(dir, 'a.txt')]);
    expect([...output.files]).toEqual(['a.txt', 'b.txt', 'logo.svg', 'c.xml', join('pagefind', 'x.pf_index')].map((name) => join(dir, name)));
    expect(readFileSync(join(dir, 'c.xml'), 'utf8')).toBe('<c/>');
    expect(readFileSync(join(dir, 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('leaves a file that holds the same bytes alone, and lists it', () => {
    const dir = tempDir();
    const file = join(dir, 'same.txt');
    writeFileSync(file, 'same');
    const before = statSync(file).ino;
    const output = createOutput({ dir, baseUrl: '/' });
    output.write(file, 'same');
    expect(statSync(file).ino).toBe(before);
    expect(output.files.has(file)).toBe(true);
  });

  it('refuses a path outside its folder, the folder itself included, and writes nothing there', () => {
    const dir = tempDir();
    const output = createOutput({ dir, baseUrl: '/' });
    const outside = join(dir, '..', `${dir.split('/').pop()}-sibling.txt`);
    expect(() => output.write(outside, 'x')).toThrow(/is not inside the output folder/);
    expect(statSync(outside, { throwIfNoEntry: false })).toBeUndefined();
    expect(output.files.size).toBe(0);
    // An added file was written elsewhere: the list refuses it when it is made.
    output.add([dir]);
    expect(() => output.files).toThrow(/is not inside the output folder/);
  });

  it('places each kind of file by the layout, with URLs under the base URL', () => {
    const output = createOutput({ dir: '/site/build', baseUrl: '/docs/' });
    expect(output.data).toEqual({ dir: join('/site/build', 'assets', 'data'), url: '/docs/assets/data/' });
    expect(output.js.url).toBe('/docs/assets/js/');
    expect(output.searchBundle({ locale: 'es', language: 'es' }).url.startsWith('/docs/')).toBe(true);
  });
});
