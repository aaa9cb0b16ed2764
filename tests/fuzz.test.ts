// Seeded fuzzing of the front matter, Markdown and MDX pipeline: random inputs and mutations of the
// ZELF pages. No input may crash the compiler with anything but a problem naming the file, and no
// page may take more than 2 s of CPU time (not wall time: the limit holds on a busy machine).
// Failures print the seed and case number, so `FUZZ_SEED=<seed>`
// reproduces them; `FUZZ_CASES` changes how many run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../bin/bench/generate-site.js';
import { parseFrontMatter } from '../cli/content/frontmatter.js';
import { createMarkdownCompiler } from '../cli/content/markdown.js';
import { createMdxCompiler } from '../cli/content/mdx.js';
import { DocgenError } from '../cli/errors.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
const MAX_MS = 2000;
// Only a guard against a hang: the cases take under a minute on an idle 2-core machine and over
// six with a load of 13 on it; the per-page limit above is what the test checks.
const FUZZ_MS = 30 * 60_000;

const corpus = ['content/docs', 'content/docs-es'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({ name: `${dir}/${file}`, text: readFileSync(join(root, dir, file), 'utf8') })),
);

// Pieces that open or close Markdown, MDX, HTML and YAML constructs.
const FRAGMENTS = [
  '---\n',
  '\n---\n',
  'title: [',
  'title: "unterminated',
  ':::note\n',
  ':::\n',
  ':::tip[Title',
  '```js\n',
  '```\n',
  '~~~',
  '    code\n',
  '| a | b |\n|---|:-:|\n',
  '<div>',
  '</div>',
  '<Tabs>',
  '</TabItem>',
  '<details><summary>',
  '{',
  '}',
  '{#custom-id}',
  '[link](./nope.md#x)',
  '![img](./missing.png)',
  '<!--',
  '-->',
  '<script>alert(1)</script>',
  '\\',
  '`',
  '*',
  '_',
  '#',
  '> ',
  '- [ ] ',
  '1. ',
  '[^1]',
  '[^1]: note\n',
  ':smile:',
  '$$',
  '&amp;',
  '&#0;',
  '\u0000',
  '\u2028',
  '\uFFFF',
  '🧪',
  'é',
  '\t',
  '\r\n',
  '<',
  '>',
  'export const a = {',
  'import X from "y"\n',
];

type Case = { file: string; text: string; mdx: boolean };

function makeCase(random: () => number): Case {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const source = pick(corpus);
  let text = random() < 0.1 ? '' : source.text;
  if (random() < 0.15) {
    // Pure noise, from fragments and random code points.
    text = Array.from({ length: 1 + Math.floor(random() * 80) }, () =>
      random() < 0.6 ? pick(FRAGMENTS) : String.fromCodePoint(Math.floor(random() * 0x2fff)),
    ).join('');
  }
  const mutations = 1 + Math.floor(random() * 6);
  for (let step = 0; step < mutations; step += 1) {
    const at = Math.floor(random() * (text.length + 1));
    const length = Math.floor(random() * 200);
    switch (Math.floor(random() * 5)) {
      case 0:
        text = text.slice(0, at) + pick(FRAGMENTS) + text.slice(at);
        break;
      case 1:
        text = text.slice(0, at) + text.slice(at + length);
        break;
      case 2:
        text = text.slice(0, at) + text.slice(at, at + length).repeat(1 + Math.floor(random() * 4)) + text.slice(at);
        break;
      case 3: {
        const lines = text.split('\n');
        const a = Math.floor(random() * lines.length);
        const b = Math.floor(random() * lines.length);
        [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
        text = lines.join('\n');
        break;
      }
      default:
        text = text.slice(0, at);
    }
  }
  const mdx = source.name.endsWith('.mdx') || random() < 0.1;
  return { file: join(root, source.name.replace(/\.mdx?$/, mdx ? '.mdx' : '.md')), text, mdx };
}

describe('fuzzing the Markdown and front matter pipeline', () => {
  it(
    `${CASES} seeded cases (seed ${SEED}): no crash, no page over ${MAX_MS} ms of CPU time, every failure a problem naming the file`,
    async () => {
      expect(corpus.length).toBeGreaterThan(50);
      const options = { links: { hrefOfFile: () => undefined } };
      const markdown = createMarkdownCompiler(options);
      const mdx = createMdxCompiler(options);
      // The first page of each kind loads the highlighter and its grammars: not the page's own cost.
      await markdown({ file: join(root, 'warm-up.md'), body: '```ts\nconst a = 1;\n```\n', lineOffset: 0 });
      await mdx({ file: join(root, 'warm-up.mdx'), displayPath: 'warm-up.mdx', body: '```ts\nconst a = 1;\n```\n', lineOffset: 0 });
      const random = mulberry32(SEED);
      let rejected = 0;
      for (let index = 0; index < CASES; index += 1) {
        const { file, text, mdx: isMdx } = makeCase(random);
        const label = `seed ${SEED} case ${index} (${file.slice(root.length)})`;
        const displayPath = file.slice(root.length);
        const start = process.cpuUsage();
        const parsed = parseFrontMatter({ file: displayPath, text });
        if ('problems' in parsed) {
          rejected += 1;
          for (const problem of parsed.problems)
            expect(problem.where, label).toMatch(new RegExp(`^${displayPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(:\\d+)*$`));
          continue;
        }
        try {
          if (isMdx) await mdx({ file, displayPath, body: parsed.body, lineOffset: parsed.lineOffset });
          else await markdown({ file, body: parsed.body, lineOffset: parsed.lineOffset });
        } catch (error) {
          if (!(error instanceof DocgenError)) throw new Error(`${label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          rejected += 1;
          for (const problem of error.problems) expect(problem.where, label).toContain(displayPath);
        }
        const { user, system } = process.cpuUsage(start);
        const elapsed = (user + system) / 1000;
        expect(elapsed, `${label} took ${Math.round(elapsed)} ms of CPU time`).toBeLessThan(MAX_MS);
      }
      // The mutations must reach the error paths too, or the run proves little.
      expect(rejected).toBeGreaterThan(CASES / 20);
      expect(rejected).toBeLessThan(CASES);
    },
    FUZZ_MS,
  );
});
