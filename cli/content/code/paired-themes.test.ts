// One tokenization for both colour themes must give the bytes Shiki gives with two, on real code:
// every block of the ZELF docs (15 languages, Markdown with embedded languages among them), in the
// default themes and in a pair of other themes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighter } from 'shiki';
import * as core from 'shiki/core';
import { describe, expect, it } from 'vitest';
import type { CodeRequest } from './code-meta.js';
import { highlightHtml, requestKey } from './highlighter.js';
import { codeToHastPaired } from './paired-themes.js';
import { scanFences } from './scan-fences.js';

const CONTENT = fileURLToPath(new URL('../../../content/docs', import.meta.url));

/** The distinct code blocks of the ZELF docs. */
function zelfBlocks(): CodeRequest[] {
  const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  const blocks = new Map<string, CodeRequest>();
  for (const file of files.sort()) for (const request of scanFences(readFileSync(join(CONTENT, file), 'utf8'))) blocks.set(requestKey(request), request);
  return [...blocks.values()];
}

/** Counts from now on the lines the language's grammar tokenizes. */
function countTokenizing(highlighter: Awaited<ReturnType<typeof createHighlighter>>, lang: string): () => number {
  const grammar = highlighter.getInternalContext().getLanguage(lang) as unknown as { tokenizeLine2: (...args: unknown[]) => unknown };
  const real = grammar.tokenizeLine2;
  let calls = 0;
  grammar.tokenizeLine2 = (...args) => {
    calls += 1;
    return real.apply(grammar, args);
  };
  return () => calls;
}

describe('highlighting with one tokenization for both themes', () => {
  const blocks = zelfBlocks();

  it('reads a real amount of code from the docs', () => {
    expect(blocks.length).toBeGreaterThan(200);
    expect(new Set(blocks.map((block) => block.lang)).size).toBeGreaterThan(8);
  });

  for (const themes of [
    { light: 'github-light', dark: 'github-dark' },
    { light: 'one-light', dark: 'dracula' },
  ]) {
    it(`gives Shiki's bytes for every block in ${themes.light} / ${themes.dark}`, async () => {
      const differing: string[] = [];
      for (const block of blocks) {
        const paired = await highlightHtml(block, themes);
        const shiki = await highlightHtml(block, themes, { pairedThemes: false });
        if (paired !== shiki) differing.push(`${block.lang}: ${block.code.slice(0, 60)}`);
      }
      expect(differing).toEqual([]);
    }, 120_000);
  }

  it('keeps highlighted lines and line numbers', async () => {
    const block: CodeRequest = { lang: 'ts', code: 'const a = 1;\n\nconst b = a + 1;\n', highlighted: [3], firstLine: 7 };
    const html = await highlightHtml(block);
    expect(html).toBe(await highlightHtml(block, undefined, { pairedThemes: false }));
    expect(html).toContain('line--highlighted');
    expect(html).toContain('counter-reset:line 6');
  });

  it('leaves a block whose scopes take more pairs of styles than a colour id can name to Shiki', async () => {
    // 600 words, each its own scope; each theme has fewer colours than an id can name (a theme of
    // more would wrap around in vscode-textmate itself), but together they make 600 pairs.
    const words = Array.from({ length: 600 }, (_, index) => `w${index}`);
    const theme = (name: string, colours: number, offset: number) => ({
      name,
      type: 'light' as const,
      settings: words.map((word, index) => ({
        scope: `word.${word}`,
        settings: { foreground: `#${((index % colours) + offset).toString(16).padStart(6, '0')}` },
      })),
    });
    const highlighter = await createHighlighter({
      themes: [theme('many-light', 300, 16), theme('many-dark', 301, 4096)],
      langs: [{ name: 'words', scopeName: 'source.words', patterns: [{ match: 'w(\\d+)', name: 'word.w$1' }], repository: {} }],
    });
    const code = words.join(' ');
    const options = { lang: 'words', themes: { light: 'many-light', dark: 'many-dark' }, defaultColor: false } as const;
    const shiki = highlighter.codeToHast(code, options);
    const styles = new Set(JSON.stringify(shiki).match(/--shiki-light:#\w+;--shiki-dark:#\w+/g));
    expect(styles.size).toBeGreaterThan(511);
    const calls = countTokenizing(highlighter, 'words');
    expect(codeToHastPaired({ core, highlighter, code, options })).toEqual(shiki);
    // One try with the pair, stopped at the 512th style, then Shiki's two passes.
    expect(calls()).toBe(3);
    // The next block starts a new pair, so the styles the full one had no id for fit.
    const last = words.slice(-2).join(' ');
    expect(codeToHastPaired({ core, highlighter, code: last, options })).toEqual(highlighter.codeToHast(last, options));
    expect(calls()).toBe(3 + 1 + 2);
    highlighter.dispose();
  });

  it('tokenizes a line met before in the same state once in a thread, and a line in another state again', async () => {
    const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['javascript'] });
    const options = { lang: 'js', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false } as const;
    const calls = countTokenizing(highlighter, 'javascript');
    const highlight = (code: string) => {
      const before = calls();
      const paired = codeToHastPaired({ core, highlighter, code, options });
      const tokenized = calls() - before;
      // Shiki's own passes (two per line) are not counted from here on.
      expect(paired).toEqual(highlighter.codeToHast(code, options));
      return tokenized;
    };
    expect(highlight('let q = 0;\nconst a = 1;')).toBe(2);
    // The second line starts in a state equal to the first block's, though not the same object.
    expect(highlight('let r = 1;\nconst a = 1;')).toBe(1);
    // The same text inside a comment is another state: tokenized again, and coloured as a comment.
    expect(highlight('/*\nconst a = 1;\n*/')).toBe(3);
    // Every line met before in its state, the last one after the comment as after a statement.
    expect(highlight('/*\nconst a = 1;\n*/\nconst a = 1;')).toBe(0);
    highlighter.dispose();
  });

  it('runs the grammar once per line, where Shiki runs it once per line and theme', async () => {
    const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['javascript'] });
    const code = 'const a = 1;\nfunction f(x) {\n  return `${x}`;\n}';
    const options = { lang: 'js', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false } as const;
    let calls = countTokenizing(highlighter, 'javascript');
    const paired = codeToHastPaired({ core, highlighter, code, options });
    expect(calls()).toBe(4);
    calls = countTokenizing(highlighter, 'javascript');
    const shiki = highlighter.codeToHast(code, options);
    expect(calls()).toBe(8);
    expect(paired).toEqual(shiki);
    highlighter.dispose();
  });
});
