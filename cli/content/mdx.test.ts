// How `markdown.format: 'detect'` tells MDX from Markdown in a .md file.
import { describe, expect, it } from 'vitest';
import { formatOf, usesMdxSyntax } from './mdx.js';

const fence = (lang: string, ...lines: string[]) => ['```' + lang, ...lines, '```'].join('\n');

describe('usesMdxSyntax', () => {
  it.each([
    ['plain prose', 'Some *text* with a [link](./a.md) and `code`.\n\n## Heading\n', false],
    ['an import line', "# Title\n\nimport Tabs from '@theme/Tabs';\n\nText.", true],
    ['an indented export line', '  export const meta = 1;\n', true],
    ['a JSX component', 'Before\n\n<Tabs>\n\nAfter', true],
    ['a self-closing component with a dotted name', 'See <Foo.Bar/> here.', true],
    ['lower-case HTML only', '<div class="note">\n\nText\n\n</div>', false],
    ['a component inside fenced code', fence('jsx', '<Tabs>', "import x from 'y';", '</Tabs>'), false],
    ['a component after fenced code closes', `${fence('jsx', '<Tabs>')}\n\n<Tabs>`, true],
    ['a component inside inline code', 'Use `<Tabs>` and `import x`.', false],
    ['a tag that appears once inline code is removed', 'Odd <`x`Foo> text', true],
    ['a generic type in prose without a tag end', 'Returns Promise<Void, Error>', false],
    ['the word import mid-line', 'You can import pages later.', false],
  ])('%s -> %s', (_name, body, expected) => {
    expect(usesMdxSyntax(body)).toBe(expected);
  });
});

describe('formatOf', () => {
  it('.mdx files and the mdx setting are MDX, the md setting never is, detect looks at the body', () => {
    expect(formatOf({ file: 'a.mdx', body: 'text', setting: 'detect' })).toBe('mdx');
    expect(formatOf({ file: 'a.md', body: 'text', setting: 'mdx' })).toBe('mdx');
    expect(formatOf({ file: 'a.md', body: '<Tabs>', setting: 'md' })).toBe('md');
    expect(formatOf({ file: 'a.md', body: '<Tabs>', setting: 'detect' })).toBe('mdx');
    expect(formatOf({ file: 'a.md', body: 'text', setting: 'detect' })).toBe('md');
  });
});
