import { describe, expect, it } from 'vitest';
import type { Problem } from '../errors.js';
import { firstHeading, parseFrontMatter, type ParsedSource } from './frontmatter.js';

const FILE = 'docs/intro.md';

function parsed(text: string): ParsedSource {
  const result = parseFrontMatter({ file: FILE, text });
  if ('problems' in result) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result;
}

function problemsOf(text: string): Problem[] {
  const result = parseFrontMatter({ file: FILE, text });
  if (!('problems' in result)) throw new Error('expected problems, got a parsed source');
  return result.problems;
}

describe('parseFrontMatter: valid front matter', () => {
  it('returns the typed fields, keeps unknown keys and the body after the block', () => {
    const text = [
      '---',
      'title: Hello',
      'sidebar_position: 2',
      'hide_title: true',
      'tags: [a, {label: B, permalink: /b}]',
      'pagination_next: null',
      'my_custom_key: 42',
      '---',
      '# Heading',
      '',
      'Body text.',
      '',
    ].join('\n');
    const result = parsed(text);
    expect(result.frontMatter).toEqual({
      title: 'Hello',
      sidebar_position: 2,
      hide_title: true,
      tags: ['a', { label: 'B', permalink: '/b' }],
      pagination_next: null,
      my_custom_key: 42,
    });
    expect(result.body).toBe('# Heading\n\nBody text.\n');
    expect(result.lineOffset).toBe(8);
  });

  it('a file without front matter has an empty front matter, the whole text as body and offset 0', () => {
    const text = '# Title\n\nText\n';
    expect(parsed(text)).toEqual({ frontMatter: {}, body: text, lineOffset: 0 });
  });

  it.each<[string, string, number]>([
    ['one key', '---\ntitle: x\n---\nbody', 3],
    ['a blank line after the block', '---\ntitle: x\n---\n\nbody', 3],
    ['three keys', '---\na: 1\nb: 2\nc: 3\n---\nbody', 5],
    ['CRLF line endings', '---\r\ntitle: x\r\n---\r\nbody', 3],
    ['an empty block', '---\n---\nbody', 2],
  ])('lineOffset with %s is the number of lines of the block', (_name, text, expected) => {
    const result = parsed(text);
    expect(result.lineOffset).toBe(expected);
    // Body line N is file line N + lineOffset.
    const bodyLines = result.body.split('\n');
    const fileLines = text.split('\n');
    const bodyLine = bodyLines.findIndex((line) => line.startsWith('body')) + 1;
    expect(fileLines[bodyLine + result.lineOffset - 1]).toMatch(/^body/);
  });
});

describe('parseFrontMatter: problems', () => {
  it.each<[string, string, string, number, string]>([
    // name, key line, key, file line of the key, expected type
    ['a string for a number', 'sidebar_position: "abc"', 'sidebar_position', 3, 'number'],
    ['a number for a boolean', 'hide_title: 3', 'hide_title', 3, 'boolean'],
    ['a number for a string', 'title: 5', 'title', 3, 'string'],
    ['a string for an array', 'keywords: nope', 'keywords', 3, 'array'],
  ])('%s names the key, the type and the file line', (_name, keyLine, key, line, type) => {
    const text = `---\nid: intro\n${keyLine}\ndescription: fine\n---\nbody\n`;
    const found = problemsOf(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.name).toBe('FrontMatterInvalid');
    expect(found[0]?.where).toBe(`${FILE}:${line}`);
    expect(found[0]?.message).toContain(`"${key}"`);
    expect(found[0]?.message).toContain(`expected ${type}`);
  });

  it('reports every wrong key with its own line', () => {
    const text = '---\ntitle: ok\nsidebar_position: "abc"\nslug: /x\nhide_title: 3\n---\n';
    const found = problemsOf(text);
    expect(found.map((problem) => problem.where)).toEqual([`${FILE}:3`, `${FILE}:5`]);
    expect(found[0]?.message).toContain('"sidebar_position": expected number');
    expect(found[1]?.message).toContain('"hide_title": expected boolean');
  });

  it('keeps unknown keys of any type without a problem', () => {
    const result = parsed('---\nsomething_else: [1, 2]\nfoo: {bar: 1}\n---\n');
    expect(result.frontMatter).toEqual({ something_else: [1, 2], foo: { bar: 1 } });
  });

  it.each<[string, string, number]>([
    ['bad indentation', '---\ntitle: Hello\n  bad: x\n---\nbody\n', 3],
    ['a duplicated key', '---\ntitle: a\ntitle: b\n---\nbody\n', 3],
    ['bad indentation further down', '---\nid: a\ntitle: b\ndescription: c\n  oops: d\n---\nbody\n', 5],
  ])('invalid YAML (%s) gives a problem at the file line of the error', (_name, text, line) => {
    const found = problemsOf(text);
    expect(found).toHaveLength(1);
    expect(found[0]?.name).toBe('FrontMatterInvalid');
    expect(found[0]?.message).toMatch(/^invalid YAML: /);
    expect(found[0]?.where).toBe(`${FILE}:${line}`);
  });
});

describe('firstHeading', () => {
  it.each<[string, string, string | null]>([
    ['a leading heading', '# Title\n\nText', 'Title'],
    ['blank lines first', '\n\n# Title\n', 'Title'],
    ['closing hashes', '# Title ##\n', 'Title'],
    ['a custom id', '# Title {#custom-id}\n', 'Title'],
    ['inline code kept', '# The `docgen` CLI\n', 'The `docgen` CLI'],
    ['a heading inside a ``` fence is ignored', '```md\n# Not this\n```\n# Real\n', 'Real'],
    ['a heading inside a ~~~ fence is ignored', '~~~\n# Not this\n~~~\n# Real\n', 'Real'],
    ['a shorter fence does not close a longer one', '````\n```\n# Not this\n```\n````\n# Real\n', 'Real'],
    ['an unclosed fence hides everything', '```\n# Not this\n', null],
    ['import and export lines are skipped', "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n# Title\n", 'Title'],
    ['a paragraph first', 'Some text.\n\n# Title\n', null],
    ['an h2 first', '## Sub\n\n# Title\n', null],
    ['#hashtag is not a heading', '#hashtag\n# Title\n', null],
    ['an empty body', '', null],
    ['only blank lines', '\n\n\n', null],
  ])('%s', (_name, body, expected) => {
    expect(firstHeading(body)).toBe(expected);
  });
});
