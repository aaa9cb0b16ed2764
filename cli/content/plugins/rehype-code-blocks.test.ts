// Code blocks through the real Markdown compiler: what a reader sees (title, highlighted and
// numbered lines, escaped text, copy button) and what the build warns about.
import { describe, expect, it, vi } from 'vitest';
import { createMarkdownCompiler } from '../markdown.js';
import { parseCodeMeta, takeMagicComments } from '../code/code-meta.js';

const compiler = createMarkdownCompiler({ links: { hrefOfFile: () => undefined } });
const compile = (body: string) => compiler({ file: '/site/docs/page.md', body, lineOffset: 0 });
const fence = (info: string, ...lines: string[]) => ['```' + info, ...lines, '```', ''].join('\n');

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');

/** Each rendered line of the first code block: its text and whether it is highlighted. */
function linesOf(html: string): { text: string; highlighted: boolean }[] {
  const code = /<code[^>]*>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  return [...code.matchAll(/<span class="line( line--highlighted)?">(.*?)<\/span>(?=\n|$)/g)].map((match) => ({
    text: decode(match[2] ?? ''),
    highlighted: Boolean(match[1]),
  }));
}
const highlightedTexts = (html: string) =>
  linesOf(html)
    .filter((line) => line.highlighted)
    .map((line) => line.text);

describe('rehype-code-blocks: structure', () => {
  it('wraps the block with its language, a title bar, the highlighted <pre> and a copy button', async () => {
    const { html, warnings } = await compile(fence('ts title="src/a.ts"', 'const a = 1;'));
    expect(html.slice(0, html.indexOf('<pre'))).toBe(
      '<div class="code-block theme-code-block" data-language="ts"><div class="code-block__title">src/a.ts</div><div class="code-block__content">',
    );
    expect(html).toMatch(/<pre class="shiki [^"]*" style="[^"]*" tabindex="0"><code>/);
    expect(html).toContain('<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" data-copy-label="Copied">');
    expect(linesOf(html)).toEqual([{ text: 'const a = 1;', highlighted: false }]);
    expect(warnings).toEqual([]);
  });

  it('takes the title in single quotes and leaves the bar out when there is no title', async () => {
    expect((await compile(fence("js title='a b.js'", 'x'))).html).toContain('<div class="code-block__title">a b.js</div>');
    expect((await compile(fence('js', 'x'))).html).not.toContain('code-block__title');
  });

  it("writes both themes' colours as CSS variables and no fixed colour", async () => {
    const { html } = await compile(fence('ts', 'const a = 1;'));
    expect(html).toMatch(/<span style="--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}">const<\/span>/i);
    expect(html).toContain('--shiki-light-bg:');
    expect(html).not.toMatch(/[";]\s*(?:background-)?color:/);
  });

  it('takes the copy button texts from the labels option', async () => {
    const spanish = createMarkdownCompiler({
      links: { hrefOfFile: () => undefined },
      codeBlockLabels: { copy: 'Copiar código al portapapeles', copied: 'Copiado' },
    });
    const { html } = await spanish({ file: '/site/docs/page.md', body: fence('ts', 'x'), lineOffset: 0 });
    expect(html).toContain('aria-label="Copiar código al portapapeles" data-copy-label="Copiado"');
  });
});

describe('rehype-code-blocks: the same bytes on a busy machine', () => {
  it('colours every token of a line however long tokenizing it takes', async () => {
    const block = fence('ts', 'const answer: number = 42;', 'export function twice(value: string): string { return value + value; }');
    const calm = (await compile(block)).html;
    // A machine so busy that each look at the clock finds a second gone: a tokenizer with a time
    // limit gives up after its first token and leaves the rest of the line uncoloured.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      expect((await compile(block)).html).toBe(calm);
    } finally {
      clock.mockRestore();
    }
    expect(calm).toContain('<span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> 42</span>');
  });
});

describe('rehype-code-blocks: highlighted lines', () => {
  it('colours a block the same whatever the process highlighted before', async () => {
    // Markdown embeds the languages of its fences and its YAML front matter lazily: a highlighter
    // shared by every language coloured them only once another page had loaded those languages.
    const markdown = fence('md', '---', 'title: x', '---', '', '````haskell', 'main = print 1', '````');
    const before = (await compile(markdown)).html;
    await compile(fence('haskell', 'main = print 1') + fence('yaml', 'title: x'));
    expect((await compile(markdown)).html).toBe(before);
  });

  it('highlights the lines of {1,3-5}, with or without a space after the language', async () => {
    for (const info of ['ts {1,3-5}', 'ts{1,3-5}']) {
      const { html } = await compile(fence(info, 'one', 'two', 'three', 'four', 'five', 'six'));
      expect(highlightedTexts(html), info).toEqual(['one', 'three', 'four', 'five']);
    }
  });

  it('ignores ranges past the last line, however large', async () => {
    const { html } = await compile(fence('ts {2-1000000000}', 'a', 'b', 'c'));
    expect(highlightedTexts(html)).toEqual(['b', 'c']);
  });

  const forms: [lang: string, lines: string[], highlighted: string[]][] = [
    ['ts', ['a', '// highlight-next-line', 'b', 'c'], ['b']],
    ['ts', ['a', '  // highlight-start', 'b', 'c', '  // highlight-end', 'd'], ['b', 'c']],
    ['js', ['/* highlight-next-line */', 'a', 'b'], ['a']],
    ['jsx', ['<div>', '  {/* highlight-next-line */}', '  <p />', '</div>'], ['  <p />']],
    ['bash', ['# highlight-next-line', 'npm ci', 'npm test'], ['npm ci']],
    ['python', ['# highlight-start', 'a = 1', 'b = 2', '# highlight-end', 'c = 3'], ['a = 1', 'b = 2']],
    ['yaml', ['a: 1', '# highlight-next-line', 'b: 2'], ['b: 2']],
    ['html', ['<ul>', '  <!-- highlight-start -->', '  <li>a</li>', '  <!-- highlight-end -->', '</ul>'], ['  <li>a</li>']],
    ['sql', ['-- highlight-next-line', 'select 1;'], ['select 1;']],
    ['', ['# highlight-next-line', 'plain'], ['plain']],
  ];
  it.each(forms)('%s: magic comments highlight %j and are removed', async (lang, lines, highlighted) => {
    const { html, warnings } = await compile(fence(lang, ...lines));
    expect(highlightedTexts(html)).toEqual(highlighted);
    expect(html).not.toContain('highlight-');
    expect(linesOf(html)).toHaveLength(lines.filter((line) => !line.includes('highlight-')).length);
    expect(warnings).toEqual([]);
  });

  it('keeps a comment form the language does not use: `//` is code in bash', async () => {
    const { html } = await compile(fence('bash', '// highlight-next-line', 'echo'));
    expect(linesOf(html).map((line) => line.text)).toEqual(['// highlight-next-line', 'echo']);
    expect(highlightedTexts(html)).toEqual([]);
  });

  it('warns about a highlight-start without highlight-end, at the line of the block', async () => {
    const { html, warnings } = await compile(['Text.', '', fence('ts', '// highlight-start', 'a', 'b')].join('\n'));
    expect(highlightedTexts(html)).toEqual(['a', 'b']);
    expect(warnings).toEqual([{ line: 3, message: expect.stringContaining('"highlight-start" has no "highlight-end"') }]);
  });
});

describe('rehype-code-blocks: line numbers', () => {
  it('numbers lines from 1 with showLineNumbers, with CSS counters rather than text', async () => {
    const { html } = await compile(fence('ts showLineNumbers', 'a', 'b'));
    expect(html).toMatch(/^<div class="code-block code-block--line-numbers theme-code-block" data-language="ts">/);
    expect(html).toContain('<code><span class="line">');
    expect(linesOf(html).map((line) => line.text)).toEqual(['a', 'b']);
  });

  it('starts at the number of showLineNumbers=5', async () => {
    const { html } = await compile(fence('ts {1} showLineNumbers=5', 'a', 'b'));
    expect(html).toContain('<code style="counter-reset:line 4">');
    expect(highlightedTexts(html)).toEqual(['a']);
  });

  it('does not number lines by default', async () => {
    expect((await compile(fence('ts', 'a'))).html).not.toContain('line-numbers');
  });
});

describe('rehype-code-blocks: plain text', () => {
  it('renders an unknown language as escaped plain text and warns once per file', async () => {
    const { html, warnings } = await compile([fence('foo', '<b>bold</b> & more'), fence('foo', 'again')].join('\n'));
    expect(html).toContain('data-language="foo"');
    expect(linesOf(html)).toEqual([{ text: '<b>bold</b> & more', highlighted: false }]);
    expect(html).not.toContain('<b>');
    expect(warnings).toEqual([{ line: 1, message: expect.stringContaining('code block language "foo" is unknown to the highlighter') }]);
  });

  it('renders a block with no language, or `text`, without warning', async () => {
    for (const info of ['', 'text']) {
      const { html, warnings } = await compile(fence(info, 'just text'));
      expect(linesOf(html)).toEqual([{ text: 'just text', highlighted: false }]);
      expect(warnings).toEqual([]);
    }
  });

  it('escapes HTML in highlighted code: a <script> in the code is text', async () => {
    const { html } = await compile(fence('html', '<script>alert(1)</script>'));
    expect(html).not.toContain('<script');
    expect(linesOf(html)[0]?.text).toBe('<script>alert(1)</script>');
  });

  it('highlights several files at once, each loading its language once', async () => {
    const results = await Promise.all(['rust', 'go', 'rust', 'python'].map((lang) => compile(fence(lang, 'x'))));
    for (const { html } of results) expect(html).toContain('class="shiki');
  });
});

describe('parseCodeMeta', () => {
  it.each([
    ['', { ranges: [] }],
    [
      'title="src/a.ts" {1,3-5} showLineNumbers',
      {
        title: 'src/a.ts',
        ranges: [
          [1, 1],
          [3, 5],
        ],
        lineNumbersStart: 1,
      },
    ],
    ['showLineNumbers=12', { ranges: [], lineNumbersStart: 12 }],
    ['{2} title="a {b}.js"', { title: 'a {b}.js', ranges: [[2, 2]] }],
    ['notitle="x" showLineNumbersX {,x}', { ranges: [] }],
  ])('%j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });
});

describe('takeMagicComments', () => {
  it('keeps the code lines and reports an unmatched highlight-end', () => {
    expect(takeMagicComments('a\n// highlight-end\nb', 'ts')).toEqual({
      lines: ['a', 'b'],
      highlighted: new Set(),
      problems: [expect.stringContaining('"highlight-end" has no "highlight-start"')],
    });
  });
});
