// GitHub Flavored Markdown (autolink literals, footnotes, strikethrough, tables, task lists) for
// remark, as remark-gfm adds it, with the option to leave out constructs a document cannot
// contain. micromark tries a table at the start of every block and an email autolink at the start
// of every word; together they took a quarter of the parsing time. A table needs a `|` and an email
// autolink an `@`, so a document without that character parses to the same tree without the
// construct, only faster (tests compare the trees of real pages both ways).
//
// Literal autolinks are also found after parsing: mdast-util-gfm-autolink-literal walks the whole
// tree once per pattern (four walks) looking in text nodes for a URL or an email address. A tree
// with no text that could start one is left as it is without those walks (about an eighth of the parsing
// time of the generated guides, whose URLs are all in link destinations).
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes } from 'mdast';
import type { Processor } from 'unified';

type Extension = ReturnType<typeof gfm>;

/** The GFM constructs that can be left out, by micromark construct name, and the character each needs. */
export const OPTIONAL_CONSTRUCTS = { table: '|', emailAutolink: '@' } as const;
export type OptionalConstruct = keyof typeof OPTIONAL_CONSTRUCTS;

/** The optional constructs `body` cannot contain: it lacks the character they need. */
export function impossibleConstructs(body: string): OptionalConstruct[] {
  return (Object.keys(OPTIONAL_CONSTRUCTS) as OptionalConstruct[]).filter((name) => !body.includes(OPTIONAL_CONSTRUCTS[name]));
}

/** A combined micromark extension without the constructs of the given names. Entries that are not
 * constructs (attention marker codes, span resolvers) have no name and stay. */
export function withoutConstructs(extension: Extension, names: ReadonlySet<string>): Extension {
  const result: Record<string, Record<string, unknown>> = {};
  for (const [field, record] of Object.entries(extension)) {
    if (!record) continue;
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(record as Record<string, unknown>)) {
      const list = (Array.isArray(value) ? value : [value]).filter((item) => !names.has((item as { name?: string } | null)?.name ?? ''));
      // No key at all rather than an empty list: micromark then does not stop text at that character.
      if (list.length > 0) kept[code] = list;
    }
    result[field] = kept;
  }
  return result as Extension;
}

/** What each literal autolink pattern of mdast-util-gfm-autolink-literal needs somewhere in one
 * text node: `http://`, `https://` or `www.` (any case), or an address's `x@host.domain`. */
const LITERAL_AUTOLINK_CANDIDATE = /https?:\/\/|www\.|[\w+\-.]@[\w-]+\.[\w-]/i;

/** Whether a text node of the tree holds what a literal autolink needs. A plain recursion: with
 * unist-util-visit the check took three times as long. */
export const mayHoldLiteralAutolink = (node: Nodes): boolean =>
  node.type === 'text' ? LITERAL_AUTOLINK_CANDIDATE.test(node.value) : 'children' in node && node.children.some(mayHoldLiteralAutolink);

type FromMarkdownExtension = ReturnType<typeof gfmFromMarkdown>[number];

/** The extensions, with the literal autolinks' tree transform run only on a tree that may hold one. */
function transformsWhenNeeded(extensions: readonly FromMarkdownExtension[]): FromMarkdownExtension[] {
  return extensions.map((extension) =>
    extension.transforms && extension.enter?.literalAutolink
      ? {
          ...extension,
          transforms: extension.transforms.map(
            (transform) => (tree: Parameters<typeof transform>[0]) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined),
          ),
        }
      : extension,
  );
}

export interface RemarkGfmSyntaxOptions {
  /** Constructs to leave out (only for a document that cannot contain them: see impossibleConstructs). */
  readonly without?: readonly OptionalConstruct[];
}

export default function remarkGfmSyntax(this: Processor, { without = [] }: RemarkGfmSyntaxOptions = {}): void {
  const data = this.data();
  const syntax = gfm();
  (data.micromarkExtensions ??= []).push(without.length > 0 ? withoutConstructs(syntax, new Set(without)) : syntax);
  (data.fromMarkdownExtensions ??= []).push(transformsWhenNeeded(gfmFromMarkdown()));
}
