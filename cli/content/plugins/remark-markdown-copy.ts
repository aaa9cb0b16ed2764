// The page as plain Markdown, for readers who paste docs into an AI assistant and for the tools
// that fetch them (llms.txt): made from the tree the page compiles from, after the site's and
// docgen's remark plugins, so it says what the page says. Links lead where the page's do, as
// absolute site URLs; MDX is flattened: each tab becomes its label and its content, admonitions
// block quotes with their label, details their summary and body, other components their
// content; imports, exports, expressions and the page's head go. Code keeps its language and
// title. The page's own tree is left as it is: changed nodes are copies.
import { dirname, join, resolve } from 'node:path';
import type { BlockContent, Code, Html, Link, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent, Strong, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, toMarkdown, type Handle, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { ReadPartial } from '../partial-copies.js';
import { asWritten } from './markdown-as-written.js';
import { resolveLink, type RehypeLinksOptions } from './rehype-links.js';
import { HEAD as MDX_HEAD } from './remark-mdx-head.js';

export interface RemarkMarkdownCopyOptions {
  readonly links: RehypeLinksOptions;
  /** The site's origin (`https://docs.example.com`): links become absolute URLs. */
  readonly siteUrl: string;
  /** What a partial the page imports says (partial-copies.ts); without it a partial's element leaves nothing. */
  readonly readPartial?: ReadPartial;
}

/** The options, and the content of each partial the page imports by the name it imports it under. */
interface Flattening extends RemarkMarkdownCopyOptions {
  readonly partials: ReadonlyMap<string, readonly RootContent[]>;
}

declare module 'vfile' {
  interface DataMap {
    /** The page's content as a plain Markdown tree, made into text by copyMarkdown. */
    copyTree: Root;
  }
}

type Jsx = Parent & { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: { type: string; name?: string; value?: unknown }[] };

const text = (value: string): Text => ({ type: 'text', value });
const strong = (value: string): Strong => ({ type: 'strong', children: [text(value)] });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const CUSTOM_ID = /\s*\{#[^}\s]+\}\s*$/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml']);
/** Components whose content is the page's head (title, meta), not its text. */
const HEAD_COMPONENTS = new Set(['head', 'Head', MDX_HEAD]);
/** Parents whose children are blocks: text a flattened component leaves among them goes in a paragraph. */
const FLOW = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);

const attribute = (node: Jsx, name: string): string | undefined => {
  const found = node.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** An admonition as a block quote that starts with its label: `> **Note:** …`. */
function admonitionQuote(label: string, body: RootContent[]): RootContent {
  const lead = strong(`${label}:`);
  const [first, ...rest] = body;
  const opening = first?.type === 'paragraph' ? paragraph([lead, text(' '), ...first.children]) : paragraph([lead]);
  return { type: 'blockquote', children: [opening, ...(first?.type === 'paragraph' ? rest : body)] as BlockContent[] };
}

/** What a component stands for in Markdown, before its own children are flattened. */
function componentContent(node: Jsx, partials: Flattening['partials']): RootContent[] {
  const children = node.children as RootContent[];
  switch (node.name) {
    case 'TabItem':
      return [paragraph([strong(attribute(node, 'label') ?? attribute(node, 'value') ?? '')]), ...children];
    case 'summary':
      return [paragraph([strong(toString(node))])];
    case 'Admonition':
      return [admonitionQuote(attribute(node, 'title') ?? capitalised(attribute(node, 'type') ?? 'note'), children)];
    case 'CodeBlock': {
      const title = attribute(node, 'title');
      const code: Code = {
        type: 'code',
        lang: attribute(node, 'language') ?? null,
        meta: title ? `title="${title}"` : null,
        value: toString(node).replace(/\n$/, ''),
      };
      return [code];
    }
    default:
      // A partial: what its file says. Tabs, details and any other component: what it holds.
      return [...(partials.get(node.name ?? '') ?? children)];
  }
}

/** The Markdown form of a parent's children: new arrays and nodes where something changed. */
function flattened(children: readonly RootContent[], parentType: string, file: VFile, options: Flattening): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    const node = child as Nodes & { data?: { hProperties?: { className?: unknown } } };
    if (DROPPED.has(node.type) || (node.type === 'html' && node.value.trimStart().startsWith('<!--'))) continue;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const jsx = node as unknown as Jsx;
      if (!HEAD_COMPONENTS.has(jsx.name ?? '')) out.push(...flattened(componentContent(jsx, options.partials), parentType, file, options));
      continue;
    }
    const classes = node.data?.hProperties?.className;
    if (node.type === 'containerDirective' && Array.isArray(classes) && classes.includes('theme-admonition')) {
      // remark-admonitions made it a heading paragraph (icon, title) and the content. The theme's
      // titles are lower case, shown in capitals by CSS: the copy starts them with one.
      const [heading, content] = node.children as Parent[];
      const body = flattened((content?.children ?? []) as RootContent[], 'blockquote', file, options);
      out.push(admonitionQuote(capitalised(heading ? toString(heading).trim() : 'note'), body));
      continue;
    }
    if (node.type === 'image' && !EXTERNAL.test(node.url)) {
      // A file beside the page has a URL only once published: its description stands for it.
      if (node.alt) out.push(text(node.alt));
      continue;
    }
    out.push(copied(node, file, options));
  }
  return FLOW.has(parentType) ? paragraphsAround(out) : out;
}

/** A node with what changes in Markdown changed: a copy when anything did. */
function copied(node: Nodes, file: VFile, options: Flattening): RootContent {
  if (node.type === 'link') return { ...withChildren(node, file, options), url: linkUrl(node, file, options) } as Link;
  if (node.type === 'heading') {
    const heading = withChildren(node, file, options) as Parent;
    const last = heading.children.at(-1);
    // A new node: the page's own heading keeps its `{#id}` for the heading ids plugin.
    if (last?.type === 'text' && CUSTOM_ID.test(last.value))
      return { ...heading, children: [...heading.children.slice(0, -1), text(last.value.replace(CUSTOM_ID, ''))] } as RootContent;
    return heading as RootContent;
  }
  return withChildren(node, file, options) as RootContent;
}

function withChildren(node: Nodes, file: VFile, options: Flattening): Nodes {
  if (!('children' in node)) return node;
  const children = flattened(node.children as RootContent[], node.type, file, options);
  const same = children.length === node.children.length && children.every((child, index) => child === node.children[index]);
  return same ? node : ({ ...node, children } as Nodes);
}

function linkUrl(node: Link, file: VFile, options: RemarkMarkdownCopyOptions): string {
  const resolved = resolveLink({ raw: node.url, file, options: options.links });
  if (!resolved) return node.url;
  return resolved.href.startsWith('/') && !resolved.href.startsWith('//') ? options.siteUrl + resolved.href : resolved.href;
}

/** Runs of text among blocks, each in a paragraph (Markdown would run them into the blocks). */
function paragraphsAround(children: RootContent[]): RootContent[] {
  if (!children.some((child) => PHRASING.has(child.type))) return children;
  const blocks: RootContent[] = [];
  let run: Paragraph | undefined;
  for (const child of children) {
    if (!PHRASING.has(child.type)) {
      blocks.push(child);
      run = undefined;
    } else if (!(child.type === 'text' && !child.value.trim())) {
      if (!run) blocks.push((run = paragraph([])));
      run.children.push(child as PhrasingContent);
    }
  }
  return blocks;
}

/**
 * The root handler, with `state.safe` asked to try only the escaping patterns whose character is
 * in the text. safe() runs every pattern in scope over each text, a third of a copy's cost; one
 * whose character is nowhere in the text (with what comes before and after it) cannot match, so
 * leaving it out changes nothing but the time.
 */
const root: Handle = (node, parent, state, info) => {
  const all = state.unsafe;
  const safe = state.safe;
  state.safe = (value, config) => {
    const text = `${config.before ?? ''}${value ?? ''}${config.after ?? ''}`;
    state.unsafe = all.filter((pattern) => text.includes(pattern.character));
    try {
      return safe.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
  return defaultHandlers.root(node as Root, parent, state, info);
};

// Made once: toMarkdown compiles each escaping pattern on first use and keeps it on the pattern, so
// fresh extensions per page compiled them all again.
const TO_MARKDOWN: ToMarkdownOptions = {
  extensions: [gfmToMarkdown()],
  handlers: { root },
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
};

/** The copy's text; a node a plugin made that Markdown has no form for leaves the page's text, without its structure. */
export function copyMarkdown(tree: Root): string {
  // Every block as written: nothing to serialize.
  if (tree.children.every((node) => node.type === 'html'))
    return tree.children
      .map((node) => (node as Html).value)
      .join('\n\n')
      .trim();
  try {
    return toMarkdown(tree, TO_MARKDOWN).trim();
  } catch {
    return toString(tree);
  }
}

/** A node as plain data: what Markdown needs of it, without positions and plugin data (it crosses to other threads). */
function plain(node: Nodes): Nodes {
  const { position: _position, data: _data, ...rest } = node as Nodes & { data?: unknown };
  return 'children' in rest ? ({ ...rest, children: (rest.children as Nodes[]).map(plain) } as Nodes) : (rest as Nodes);
}

/**
 * Each block as its source wrote it (an html node: toMarkdown writes its value as it is) where
 * that still says what the block says, else the block to serialize. Two lists side by side are
 * serialized, so that they stay two.
 */
function writtenOrPlain(blocks: readonly RootContent[], source: string): RootContent[] {
  return blocks.map((node, index) => {
    const beside = [blocks[index - 1], blocks[index + 1]];
    const text = node.type === 'list' && beside.some((other) => other?.type === 'list') ? undefined : asWritten(node, source);
    return text === undefined ? (plain(node) as RootContent) : { type: 'html', value: text };
  });
}

/** Default imports of Markdown files: `import Note from './_note.mdx'`. */
const PARTIAL_IMPORT = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"]+\.mdx?)\2/g;

/** Each partial the page imports by a path Docusaurus resolves (relative, `@site/`), read for its copy. */
async function readPartials(tree: Root, file: VFile, options: RemarkMarkdownCopyOptions): Promise<Map<string, readonly RootContent[]>> {
  const partials = new Map<string, readonly RootContent[]>();
  if (!options.readPartial) return partials;
  const siteDir = options.links.roots?.siteDir;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name = '', , path = ''] of node.value.matchAll(PARTIAL_IMPORT)) {
      const target = path.startsWith('.')
        ? resolve(dirname(file.path), path)
        : siteDir && path.startsWith('@site/')
          ? join(siteDir, path.slice('@site/'.length))
          : undefined;
      const copy = target ? await options.readPartial(target, file) : undefined;
      if (!copy) continue;
      partials.set(name, copy.tree.children);
      (file.data.partialReads ??= []).push(...copy.reads);
    }
  }
  return partials;
}

export default function remarkMarkdownCopy(options: RemarkMarkdownCopyOptions) {
  return async (tree: Root, file: VFile) => {
    const partials = await readPartials(tree, file, options);
    const blocks = flattened(tree.children, 'root', file, { ...options, partials });
    file.data.copyTree = { type: 'root', children: writtenOrPlain(blocks, String(file.value)) };
  };
}
