// What a partial says, for the Markdown copy of a page that shows it (`import Note from
// './_note.mdx'` and `<Note />`, Docusaurus's partials): the page's copy holds the partial's
// content where the page shows it. The partial is parsed as MDX and run through the page's own
// remark plugins, the copy plugin last, so its links resolve from its own folder and its own
// partials are read too. Each partial read is recorded with its digest: a page whose partial
// changed is compiled again (memo.ts). Problems in a partial are the bundle's to report
// (mdx-partials.ts); here a partial that cannot be read leaves the copy without it.
import { readFileSync } from 'node:fs';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import { fileDigest } from '../hash.js';
import { parseFrontMatter } from './frontmatter.js';
import { mdx1Compat } from './mdx-compat.js';

/** A partial file whose content a page's copy holds, and the digest of its text then. */
export type PartialRead = readonly [file: string, digest: string];

declare module 'vfile' {
  interface DataMap {
    /** The partials this file's copy holds, theirs included. */
    partialReads: PartialRead[];
    /** The files whose partials are being read around this one: an import cycle stops there. */
    partialStack: string[];
  }
}

export interface PartialCopy {
  /** The partial's content as the copy plugin left it (copyTree). */
  readonly tree: Root;
  readonly reads: readonly PartialRead[];
}

export type ReadPartial = (file: string, importer: VFile) => Promise<PartialCopy | undefined>;

/** `remarkPlugins` is asked for on first use: the list holds the copy plugin, whose options hold this reader. */
export function createPartialReader(remarkPlugins: () => PluggableList): ReadPartial {
  let processor: Processor<Root, Root, Root> | undefined;
  return async (file, importer) => {
    const stack = [...(importer.data.partialStack ?? []), importer.path];
    if (stack.includes(file)) return undefined;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    const parsed = parseFrontMatter({ file, text });
    if ('problems' in parsed) return undefined;
    processor ??= unified().use(remarkParse).use(remarkMdx).use(remarkPlugins()).freeze() as unknown as Processor<Root, Root, Root>;
    // In a page compiled once for several locales, the partial's links are placeholders of the page's (compile-source.ts).
    const shared = importer.data.sharedLinks ? { sharedLinks: importer.data.sharedLinks } : {};
    const vfile = new VFile({ path: file, value: '\n'.repeat(parsed.lineOffset) + mdx1Compat(parsed.body), data: { partialStack: stack, ...shared } });
    await processor.run(processor.parse(vfile), vfile);
    const tree = vfile.data.copyTree;
    return tree ? { tree, reads: [[file, fileDigest(text)], ...(vfile.data.partialReads ?? [])] } : undefined;
  };
}
