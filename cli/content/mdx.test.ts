// How `markdown.format: 'detect'` tells MDX from Markdown in a .md file.
import { describe, expect, it } from 'vitest';
import { formatOf, readsAsMarkdown, usesMdxSyntax } from './mdx.js';

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
    expect(formatOf({ file: 'a.mdx', body: 'a {b}', setting: 'detect' })).toBe('mdx');
    expect(formatOf({ file: 'a.md', body: 'a <b>', setting: 'mdx' })).toBe('mdx');
    // What MDX reads as Markdown does compiles as Markdown.
    expect(formatOf({ file: 'a.mdx', body: 'text', setting: 'detect' })).toBe('md');
    expect(formatOf({ file: 'a.md', body: 'text', setting: 'mdx' })).toBe('md');
    expect(formatOf({ file: 'a.md', body: '<Tabs>', setting: 'md' })).toBe('md');
    expect(formatOf({ file: 'a.md', body: '<Tabs>', setting: 'detect' })).toBe('mdx');
    expect(formatOf({ file: 'a.md', body: 'text', setting: 'detect' })).toBe('md');
  });
});

describe('readsAsMarkdown', () => {
  it.each([
    ['plain text, lists, tables and fenced code', '# T\n\n- a\n- b\n\n| a | b |\n|---|---|\n\n```ts\nconst a: Array<{ b: 1 }> = [];\n```\n', true],
    ['inline code holding < and {', 'Use `Array<T>` and `{ a }` here.', true],
    ['a comment alone on its line', 'Intro.\n\n<!-- truncate -->\n\nMore.', true],
    ['a JSX or HTML tag', 'A <b>bold</b> word.', false],
    ['an autolink', 'See <https://example.com>.', false],
    ['an expression', 'Two is {1 + 1}.', false],
    ['a heading id', '## Title {#id}', false],
    ['an import', "import X from './x';\n\nText.", false],
    ['indented code', 'Text.\n\n    code\n', false],
    ['a tab-indented line', 'Text.\n\n\tcode\n', false],
    ['a backtick left alone', 'A ` tick and <b>.', false],
    ['a comment inside a paragraph', 'Text <!-- note --> more.', false],
    ['an unclosed fence', '```\n<b>{x}</b>', true],
  ])('%s: %s', (_name, body, expected) => {
    expect(readsAsMarkdown(body)).toBe(expected);
  });
});

describe('markdown.mermaid', () => {
  it('compiles a page with a ```mermaid block as MDX, so that @theme/Mermaid draws it', () => {
    const body = '# Flow\n\n```mermaid\ngraph TD\n  a --> b\n```\n';
    expect(formatOf({ file: 'docs/flow.md', body, setting: 'mdx' })).toBe('md');
    expect(formatOf({ file: 'docs/flow.md', body, setting: 'mdx', mermaid: true })).toBe('mdx');
    expect(formatOf({ file: 'docs/flow.md', body: '# Flow\n\n```js\nlet a;\n```\n', setting: 'mdx', mermaid: true })).toBe('md');
  });
});

describe('live code blocks (a live code theme installed)', () => {
  it.each([
    ['```jsx live', true],
    ['```jsx live noInline', true],
    ['```jsx noInline live', true],
    ['~~~tsx live title="a.tsx"', true],
    ['```jsx title="live.jsx"', false],
    ['```jsx', false],
    ['```live', false],
  ])('%s -> a live block: %s', (opening, live) => {
    const body = `# Play\n\n${opening}\nrender(<b>hi</b>);\n\`\`\`\n`;
    expect(formatOf({ file: 'docs/play.md', body, setting: 'mdx', liveCode: true })).toBe(live ? 'mdx' : 'md');
    // Without the theme, a live block is code like any other.
    expect(formatOf({ file: 'docs/play.md', body, setting: 'mdx' })).toBe('md');
  });
});
