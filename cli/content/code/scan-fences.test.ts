// The scan that plans highlighting ahead of the compile: it must ask for exactly what the compile
// asks for (same request key), and a page compiled with the planned HTML must equal one that
// highlighted as it went.
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../markdown.js';
import { createMdxCompiler } from '../mdx.js';
import { DEFAULT_PRISM } from '../../config/code-themes.js';
import { highlightHtml, requestKey } from './highlighter.js';
import { scanFences as scanWith } from './scan-fences.js';

const code = { ...DEFAULT_PRISM, additionalLanguages: ['bash'] };
const scanFences = (body: string) => scanWith(body, code);
const MARKED = ['theme-code-block-highlighted-line'];

const BODY = [
  '# Page',
  '',
  '```ts title="a.ts" {2}',
  'const a = 1;',
  'const b = a > 0 ? "x" : "y";',
  '```',
  '',
  '- a list item with code:',
  '',
  '  ```bash',
  '  # highlight-next-line',
  '  echo "$HOME"',
  '  ```',
  '',
  '1. ```json',
  '   { "indent": "kept past the item" }',
  '   ```',
  '',
  '~~~python showLineNumbers=5',
  'print(1)',
  '~~~',
  '',
  '```js{1}',
  'x => x',
  '```',
  '',
  '````md',
  '```js',
  'inner',
  '```',
  '````',
  '',
  '```unknownlang',
  'plain',
  '```',
  '',
  '```',
  'no language',
  '```',
].join('\n');

const links = { hrefOfFile: () => undefined };
const options = { links, code };

async function plannedFor(body: string): Promise<Record<string, string>> {
  const entries = await Promise.all(scanFences(body).map(async (request) => [requestKey(request, code), await highlightHtml(request, code)] as const));
  return Object.fromEntries(entries);
}

describe('scanFences', () => {
  it('reads language, meta, magic comments and list item indentation as the compile does', () => {
    const requests = scanFences(BODY);
    expect(requests.map((request) => request.lang)).toEqual(['ts', 'bash', 'json', 'python', 'js', 'md', 'unknownlang', 'text']);
    expect(requests[0]).toEqual({ lang: 'ts', code: 'const a = 1;\nconst b = a > 0 ? "x" : "y";', lineClassNames: { 1: MARKED } });
    expect(requests[1]).toEqual({ lang: 'bash', code: 'echo "$HOME"', lineClassNames: { 0: MARKED } });
    expect(requests[2]?.code).toBe('{ "indent": "kept past the item" }');
    expect(requests[3]).toEqual({ lang: 'python', code: 'print(1)', lineClassNames: {}, lineNumbersStart: 5 });
    expect(requests[4]).toEqual({ lang: 'js', code: 'x => x', lineClassNames: { 0: MARKED } });
    expect(requests[5]?.code).toBe('```js\ninner\n```');
  });

  it('skips a fence that is never closed and bodies without fences', () => {
    expect(scanFences('```js\nopen')).toEqual([]);
    expect(scanFences('no code here')).toEqual([]);
  });

  it('gives Markdown pages the same HTML whether code was highlighted ahead or as the page compiled', async () => {
    const compile = createMarkdownCompiler(options);
    const inline = await compile({ file: '/site/a.md', body: BODY, lineOffset: 0 });
    const planned = await plannedFor(BODY);
    expect(Object.keys(planned)).toHaveLength(8);
    const ahead = await compile({ file: '/site/a.md', body: BODY, lineOffset: 0, data: { highlighted: planned } });
    expect(ahead.html).toBe(inline.html);
    expect(ahead.html).toContain('theme-code-block-highlighted-line');
  });

  it('gives MDX pages the same module and fragments either way, code inside components included', async () => {
    const body = `import Tabs from '@theme/Tabs';\n\n<Tabs>\n\n${BODY}\n\n</Tabs>\n`;
    const compile = createMdxCompiler(options);
    const input = { file: '/site/a.mdx', displayPath: 'a.mdx', body, lineOffset: 0 };
    const inline = await compile(input);
    const ahead = await compile({ ...input, data: { highlighted: await plannedFor(body) } });
    expect(ahead.code).toBe(inline.code);
    expect(ahead.fragments).toEqual(inline.fragments);
  });

  it('uses the planned HTML for the blocks it was planned for, in Markdown and MDX', async () => {
    const body = '<Tabs>\n\n```js\nx\n```\n\n</Tabs>';
    const [request] = scanFences(body);
    if (!request) throw new Error('no request scanned');
    const data = { highlighted: { [requestKey(request, code)]: '<pre>planned</pre>' } };
    const markdown = await createMarkdownCompiler(options)({ file: '/site/a.md', body: '```js\nx\n```', lineOffset: 0, data });
    expect(markdown.html).toContain('<pre>planned</pre>');
    const mdx = await createMdxCompiler(options)({ file: '/site/a.mdx', displayPath: 'a.mdx', body, lineOffset: 0, data });
    expect(mdx.fragments.join('')).toContain('<pre>planned</pre>');
  });
});
