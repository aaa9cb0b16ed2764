// `docgen write-heading-ids`: the ids it writes are the anchors the pages have, written as
// `docusaurus write-heading-ids` writes them (the expected file below is Docusaurus 3.10.2's
// output for the same input, but for a heading with closing #s: Docusaurus writes
// `## Trailing hashes ## {#trailing-hashes-}`, which turns the #s into text and changes the
// anchor), and nothing else of a file changes.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeHeadingIdsCommand, withHeadingIds } from '../cli/commands/write-heading-ids.js';
import { fixtureCopies } from './helpers/fixture.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fixture = fixtureCopies();

const SOURCE = [
  '---',
  'title: A',
  '---',
  '',
  '# Top title',
  '',
  '## Hello World',
  '',
  '## Hello World',
  '',
  '### Café & crème `code` **bold**',
  '',
  '## Already {#kept}',
  '',
  '```md',
  '## In code',
  '```',
  '',
  'Setext heading',
  '--------------',
  '',
  '## Trailing hashes ##',
  '',
  '#### [Link text](https://x.com) here',
  '',
].join('\n');

const WRITTEN = SOURCE.replace('## Hello World\n\n## Hello World', '## Hello World {#hello-world}\n\n## Hello World {#hello-world-1}')
  .replace('**bold**', '**bold** {#café--crème-code-bold}')
  .replace('## Trailing hashes ##', '## Trailing hashes {#trailing-hashes} ##')
  .replace('here\n', 'here {#link-text-here}\n');

describe('write-heading-ids', () => {
  it('writes the ids Docusaurus writes: h2 to h6, numbered repeats, outside code and front matter', () => {
    expect(withHeadingIds({ text: SOURCE })).toBe(WRITTEN);
    expect(withHeadingIds({ text: WRITTEN })).toBe(WRITTEN);
  });

  it('keeps the case with --maintain-case, and writes ids again with --overwrite', () => {
    expect(withHeadingIds({ text: '## Hello World\n', maintainCase: true })).toBe('## Hello World {#Hello-World}\n');
    expect(withHeadingIds({ text: '## Hello World {#old}\r\n', overwrite: true })).toBe('## Hello World {#hello-world}\r\n');
    expect(withHeadingIds({ text: '## Hello World {#old}\n' })).toBe('## Hello World {#old}\n');
  });

  it('writes every Markdown file of the docs, and the ids are the anchors the built page has', async () => {
    const site = await fixture('docusaurus');
    await site.write('docs/headings.md', SOURCE);
    const before = await site.build();
    const page = await site.read('docs/next/headings.html');
    await writeHeadingIdsCommand({ siteDir: site.dir, files: [], options: {} });
    expect(await readFile(join(site.dir, 'docs/headings.md'), 'utf8')).toBe(WRITTEN);
    await site.build();
    expect(await site.read('docs/next/headings.html')).toBe(page);
    expect(before.pages).toBeGreaterThan(0);
  });

  it('runs from the compiled bin on the files named, and says which it changed', async () => {
    const site = await fixture('docusaurus');
    await site.write('docs/headings.md', SOURCE);
    const result = spawnSync(process.execPath, [join(ROOT, 'bin/docgen.js'), 'write-heading-ids', site.dir, 'docs/headings.md'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual(['Heading ids added to 1 of 1 Markdown files:', '- docs/headings.md']);
    expect(await readFile(join(site.dir, 'docs/headings.md'), 'utf8')).toBe(WRITTEN);
  });
});
