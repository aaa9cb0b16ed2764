// Serializes HTML as React's server renderer writes it: text and attribute values escaped alike
// (`& < > " '`), boolean attributes as `hidden=""`, void elements closed (`<br/>`). Markdown pages
// and the static parts of MDX pages are HTML the build writes, next to HTML React renders; written
// this way, a heading, an admonition or a code block has the same bytes from either, and the same
// as Docusaurus, whose pages React renders. Raw nodes (HTML written in Markdown, highlighted code)
// are kept as they are.
import type { Element, Nodes, Properties, Root } from 'hast';
import { find, html, svg, type Schema } from 'property-information';
import type { Processor } from 'unified';
import { escapeHtml } from '../../../runtime/shared/html-text.js';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const VERBATIM = new Set(['script', 'style']);

function attributes(properties: Properties, schema: Schema): string {
  let text = '';
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const info = find(schema, name);
    let written: string;
    if (value === true) written = info.boolean || info.overloadedBoolean ? '' : 'true';
    else if (Array.isArray(value)) written = value.join(info.commaSeparated ? ', ' : ' ');
    else written = String(value);
    text += ` ${info.attribute}="${escapeHtml(written)}"`;
  }
  return text;
}

function element(node: Element, schema: Schema): string {
  const inner = node.tagName === 'svg' ? svg : node.tagName === 'foreignObject' ? html : schema;
  const open = `<${node.tagName}${attributes(node.properties, inner)}`;
  if (VOID.has(node.tagName) && node.children.length === 0) return `${open}/>`;
  const verbatim = VERBATIM.has(node.tagName);
  return `${open}>${node.children.map((child) => (verbatim && child.type === 'text' ? child.value : serialize(child, inner))).join('')}</${node.tagName}>`;
}

function serialize(node: Nodes, schema: Schema): string {
  switch (node.type) {
    case 'root':
      return node.children.map((child) => serialize(child, schema)).join('');
    case 'element':
      return element(node, schema);
    case 'text':
      return escapeHtml(node.value);
    case 'raw':
      return node.value;
    case 'comment':
      return `<!--${node.value}-->`;
    default:
      return '';
  }
}

/** A tree's HTML, as React's server renderer would write the same elements; `space: 'svg'` for
 * the children of an <svg>. */
export const toReactHtml = (tree: Root | Element, { space = 'html' }: { space?: 'html' | 'svg' } = {}): string => serialize(tree, space === 'svg' ? svg : html);

/** The compiler of a unified pipeline that ends in HTML text. */
export default function rehypeReactHtml(this: Processor) {
  this.compiler = (tree) => toReactHtml(tree as Root);
}
