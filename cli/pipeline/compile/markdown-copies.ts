// Each page's Markdown copy (remark-markdown-copy.ts makes its tree): where it goes, and writing it.
// Most blocks of the tree are already text, as the source wrote them: such a copy is written by
// the thread that compiled the page, at the cost of a join and a write. A copy with blocks to
// serialize (a plugin or a component changed them; toMarkdown costs as much as a tenth of a
// compile) is written once the pages are compiled, while the main thread bundles and renders and
// the workers have nothing else to do.
import { join } from 'node:path';
import type { Root } from 'mdast';
import picomatch from 'picomatch';
import { copyMarkdown } from '../../content/plugins/remark-markdown-copy.js';
import { folderMaker, writeFileIfChanged } from '../output/write-atomic.js';
import type { CompileContext, CompileJob } from './compile-types.js';

/** Where a route's Markdown copy goes in its locale's output folder: `/docs/intro` -> `docs/intro.md`, `/` -> `index.md`. */
export const copyName = (path: string) => (path.replace(/^\/+|\/+$/g, '') || 'index') + '.md';

/** One file a copy is written to: a page of one locale. */
export interface CopyTarget {
  readonly file: string;
  readonly title: string;
  /** The front matter's; one taken from the first paragraph would say it twice. */
  readonly description?: string;
  /** The content starts with its own h1, which then stands for the title. */
  readonly startsWithH1: boolean;
  /** Values of the shared compile's placeholders in this locale (compile-source.ts). */
  readonly values?: readonly string[];
}

/** A page's flattened tree and the pages (one per locale that shares the compile) it is the copy of. */
export interface CopyJob {
  readonly tree: Root;
  readonly targets: readonly CopyTarget[];
}

/** A copy left for later, its tree as JSON: a string crosses between threads at the cost of a
 * copy, where a tree of objects was decoded and encoded again by the main thread. */
export interface PendingCopy {
  readonly tree: string;
  readonly targets: readonly CopyTarget[];
}

/** Every block is text as written: nothing to serialize. */
export const isWritten = (tree: Root) => tree.children.every((node) => node.type === 'html');

// One matcher per list of globs and thread: isMatch compiled the globs again for every page.
const excludeMatchers = new Map<string, (path: string) => boolean>();
function excludedBy(globs: readonly string[]): (path: string) => boolean {
  const key = globs.join('\n');
  let matcher = excludeMatchers.get(key);
  if (!matcher) excludeMatchers.set(key, (matcher = picomatch([...globs])));
  return matcher;
}

/** The file and URL of the page's copy; none for unlisted, draft and excluded pages, or without copies. */
export function copyOf({ job, context }: { job: CompileJob; context: Pick<CompileContext, 'copies'> }): { file: string; url: string } | undefined {
  if (!context.copies || job.frontMatter.unlisted || job.frontMatter.draft) return undefined;
  if (context.copies.exclude.length > 0 && excludedBy(context.copies.exclude)(job.path)) return undefined;
  const name = copyName(job.path);
  return { file: join(context.copies.dir, name), url: `${context.copies.url}/${name}` };
}

/** Writes each job's copies: the title (the page's own h1 when it starts with one), the description,
 * the content; returns the files. */
export function writeCopies({
  jobs,
  localize,
}: {
  jobs: readonly CopyJob[];
  /** Puts a locale's values in place of the shared compile's placeholders. */
  localize: (text: string, values: readonly string[]) => string;
}): string[] {
  const files: string[] = [];
  const makeFolder = folderMaker();
  for (const { tree, targets } of jobs) {
    const markdown = copyMarkdown(tree);
    for (const target of targets) {
      const content = target.values ? localize(markdown, target.values) : markdown;
      const [first = '', ...rest] = content.split('\n');
      const ownTitle = target.startsWithH1 && first.startsWith('# ');
      const title = ownTitle ? first : `# ${target.title}`;
      const body = ownTitle ? rest.join('\n').trim() : content;
      const description = target.description ? `> ${target.description.replace(/\s+/g, ' ').trim()}` : '';
      makeFolder(target.file);
      writeFileIfChanged(target.file, `${[title, description, body].filter(Boolean).join('\n\n')}\n`);
      files.push(target.file);
    }
  }
  return files;
}

/** Writes copies left for later (see the top of this file). */
export const writePendingCopies = ({ jobs, localize }: { jobs: readonly PendingCopy[]; localize: (text: string, values: readonly string[]) => string }) =>
  writeCopies({ jobs: jobs.map(({ tree, targets }) => ({ tree: JSON.parse(tree) as Root, targets })), localize });
