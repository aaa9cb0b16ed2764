// Code blocks through the real Markdown compiler: what a reader sees (title, coloured tokens,
// marked and numbered lines, escaped text) in Docusaurus's markup, and what the build warns about.
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { createMarkdownCompiler, type MarkdownPluginOptions } from '../markdown.js';
import { DEFAULT_PRISM } from '../../config/code-themes.js';

const withCode = (code: Partial<NonNullable<MarkdownPluginOptions['code']>> = {}) => {
  const compiler = createMarkdownCompiler({ links: { hrefOfFile: () => undefined }, code: { ...DEFAULT_PRISM, ...code } });
  return (body: string) => compiler({ file: '/site/docs/page.md', body, lineOffset: 0 });
};
const compile = withCode({ theme: themes.github, additionalLanguages: ['bash'] });
const fence = (info: string, ...lines: string[]) => ['```' + info, ...lines, '```', ''].join('\n');

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');

/** Each rendered line of the first code block: its text and its classes besides `token-line`. */
function linesOf(html: string): { text: string; classes: string }[] {
  const code = /<code[^>]*>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  return [...code.matchAll(/<div class="token-line([^"]*)"[^>]*>(.*?)<br\/><\/div>/g)].map((match) => ({
    text: decode(match[2] ?? ''),
    classes: (match[1] ?? '').trim(),
  }));
}
const markedTexts = (html: string) =>
  linesOf(html)
    .filter((line) => line.classes.includes('theme-code-block-highlighted-line'))
    .map((line) => line.text);

describe('rehype-code-blocks: structure', () => {
  it("is Docusaurus's container, title and <pre>, with the light theme's colours inline and no buttons", async () => {
    const { html, warnings } = await compile(fence('js title="src/a.js"', 'const a = 1;'));
    expect(html).toBe(
      '<div class="language-js codeBlockContainer_ZGJx theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa">' +
        '<div class="codeBlockTitle_L5qy">src/a.js</div><div class="codeBlockContent_kX1v">' +
        '<pre tabindex="0" class="prism-code language-js codeBlock_TAPP thin-scrollbar" style="color:#393A34;background-color:#f6f8fa">' +
        '<code class="codeBlockLines_AdAo"><div class="token-line" style="color:#393A34">' +
        '<span class="token keyword" style="color:#00009f">const</span><span class="token plain"> a </span>' +
        '<span class="token operator" style="color:#393A34">=</span><span class="token plain"> </span>' +
        '<span class="token number" style="color:#36acaa">1</span><span class="token punctuation" style="color:#393A34">;</span>' +
        '<br/></div></code></pre></div></div>',
    );
    expect(warnings).toEqual([]);
  });

  it('takes the title in single quotes and leaves the title out when there is none', async () => {
    expect((await compile(fence("js title='a b.js'", 'x'))).html).toContain('<div class="codeBlockTitle_L5qy">a b.js</div>');
    expect((await compile(fence('js', 'x'))).html).not.toContain('codeBlockTitle');
  });

  it('gives an empty line an empty plain token that keeps its height', async () => {
    const { html } = await compile(fence('js', 'a', '', 'b'));
    expect(html).toContain('<div class="token-line" style="color:#393A34"><span class="token plain" style="display:inline-block"></span><br/></div>');
  });

  it('renders an empty block as an empty standalone <pre>', async () => {
    const { html } = await compile('```js\n```\n');
    expect(html).toBe(
      '<pre tabindex="0" class="codeBlockStandalone_K9VJ thin-scrollbar language-js codeBlockContainer_ZGJx theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa"><code class="codeBlockLines_AdAo"></code></pre>',
    );
  });

  it("colours with the site's theme, its entries for one language only for a block of that name", async () => {
    const vsDark = withCode({ theme: themes.vsDark });
    const { html } = await vsDark(fence('markup', '<p>x</p>'));
    expect(html).toContain('style="--prism-color:#9CDCFE;--prism-background-color:#1E1E1E"');
    expect(html).toContain('<span class="token tag" style="color:rgb(86, 156, 214)">p</span>');
    // `html` is Prism's markup grammar, but the entries name `markup`: prism-react-renderer leaves them out.
    expect((await vsDark(fence('html', '<p>x</p>'))).html).toContain('<span class="token tag" style="color:rgb(78, 201, 176)">p</span>');
  });
});

describe('rehype-code-blocks: marked lines', () => {
  it('marks the lines of {1,3-5}, with or without a space after the language', async () => {
    for (const info of ['ts {1,3-5}', 'ts{1,3-5}']) {
      const { html } = await compile(fence(info, 'one', 'two', 'three', 'four', 'five', 'six'));
      expect(markedTexts(html), info).toEqual(['one', 'three', 'four', 'five']);
    }
  });

  it('keeps magic comments as code when the meta string has a range, as Docusaurus does', async () => {
    const { html } = await compile(fence('ts {2}', '// highlight-next-line', 'a'));
    expect(linesOf(html).map((line) => line.text)).toEqual(['// highlight-next-line', 'a']);
    expect(markedTexts(html)).toEqual(['a']);
  });

  const forms: [lang: string, lines: string[], marked: string[]][] = [
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
  it.each(forms)('%s: magic comments mark %j and are taken out', async (lang, lines, marked) => {
    const { html, warnings } = await compile(fence(lang, ...lines));
    expect(markedTexts(html)).toEqual(marked);
    expect(html).not.toContain('highlight-');
    expect(linesOf(html)).toHaveLength(lines.filter((line) => !line.includes('highlight-')).length);
    expect(warnings).toEqual([]);
  });

  it('keeps a comment form the language does not use: `//` is code in bash', async () => {
    const { html } = await compile(fence('bash', '// highlight-next-line', 'echo'));
    expect(linesOf(html).map((line) => line.text)).toEqual(['// highlight-next-line', 'echo']);
    expect(markedTexts(html)).toEqual([]);
  });

  it("marks lines with the site's own magic comments and their classes", async () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },
      { className: 'code-block-error-line', line: 'This will error', block: { start: 'error-start', end: 'error-end' } },
    ];
    const { html } = await withCode({ theme: themes.github, magicComments })(fence('js', '// This will error', 'a', '// error-start', 'b', '// error-end'));
    expect(linesOf(html)).toEqual([
      { text: 'a', classes: 'code-block-error-line' },
      { text: 'b', classes: 'code-block-error-line' },
    ]);
  });

  it('warns about a block of marked lines that is never closed, at the line of the block', async () => {
    const { html, warnings } = await compile(['Text.', '', fence('ts', '// highlight-start', 'a', 'b')].join('\n'));
    expect(markedTexts(html)).toEqual([]);
    expect(warnings).toEqual([{ line: 3, message: expect.stringContaining('no magic comment closes') }]);
  });
});

describe('rehype-code-blocks: line numbers', () => {
  it('numbers lines from 1 with showLineNumbers, with CSS counters rather than text', async () => {
    const { html } = await compile(fence('ts showLineNumbers', 'a', 'b'));
    expect(html).toContain('<code class="codeBlockLines_AdAo codeBlockLinesWithNumbering_p5De" style="counter-reset:line-count 0">');
    expect(html).toContain(
      '<div class="token-line codeLine_DPDv" style="color:#393A34"><span class="codeLineNumber_YxQB"></span><span class="codeLineContent_SOIp"><span class="token plain">a</span></span><br/></div>',
    );
    expect(linesOf(html).map((line) => line.text)).toEqual(['a', 'b']);
  });

  it('starts at the number of showLineNumbers=5', async () => {
    const { html } = await compile(fence('ts {1} showLineNumbers=5', 'a', 'b'));
    expect(html).toContain('style="counter-reset:line-count 4"');
    expect(linesOf(html)[0]?.classes).toBe('theme-code-block-highlighted-line codeLine_DPDv');
  });
});

describe('rehype-code-blocks: plain text', () => {
  it('renders a language Prism lacks as escaped plain text and warns once per file', async () => {
    const { html, warnings } = await compile([fence('foo', '<b>bold</b> & more'), fence('foo', 'again')].join('\n'));
    expect(html).toContain('<div class="language-foo codeBlockContainer_ZGJx');
    expect(html).toContain('<span class="token plain">&lt;b&gt;bold&lt;/b&gt; &amp; more</span>');
    expect(warnings).toEqual([{ line: 1, message: expect.stringContaining('code block language "foo" is not a Prism language') }]);
  });

  it('highlights a language only the site adds, and shows it as plain text without a warning where it is not added', async () => {
    expect((await compile(fence('bash', 'echo $HOME'))).html).toContain('<span class="token environment constant" style="color:#36acaa">$HOME</span>');
    const { html, warnings } = await withCode({ theme: themes.github })(fence('bash', 'echo $HOME'));
    expect(html).toContain('<span class="token plain">echo $HOME</span>');
    expect(warnings).toEqual([]);
  });

  it('renders a block with no language as `text`, without warning', async () => {
    const { html, warnings } = await compile(fence('', 'just text'));
    expect(html).toContain('<div class="language-text codeBlockContainer_ZGJx');
    expect(linesOf(html)).toEqual([{ text: 'just text', classes: '' }]);
    expect(warnings).toEqual([]);
  });

  it("uses the site's defaultLanguage for a block with none", async () => {
    const { html } = await withCode({ theme: themes.github, defaultLanguage: 'js' })(fence('', 'const a'));
    expect(html).toContain('<span class="token keyword" style="color:#00009f">const</span>');
  });

  it('escapes HTML in highlighted code as React does: a <script> in the code is text', async () => {
    const { html } = await compile(fence('html', `<script>alert('1')</script>`));
    expect(html).not.toContain('<script');
    expect(html).toContain('&#x27;1&#x27;');
    expect(linesOf(html)[0]?.text).toBe(`<script>alert('1')</script>`);
  });
});
