// A block of a page's Markdown copy as the writer wrote it. Serializing a tree back into Markdown
// (mdast-util-to-markdown) costs about half as much as parsing it, which made the copies a sixth of
// a cold build of Markdown pages; most blocks of a page still say exactly what their source text
// says, so that text, with each link's new destination put in, is their copy. A node counts as
// written only when its source can be checked against it: text and code by their values, parents
// by children that follow one another in the source with nothing left out between them. Anything a
// plugin made or changed (no position, another value, a child removed) makes its block
// serialized as before, so the copy still says what the compiled page says.
import type { Code, Link, Nodes, RootContent } from 'mdast';

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

interface Place {
  readonly start: number;
  readonly end: number;
}

/** Children that follow one another with nothing between them (inline content). */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);
/** What may stand between the children of each block parent: blank lines and container prefixes. */
const BLOCK_GAP: Record<string, RegExp> = {
  blockquote: /^[\s>]*$/,
  list: /^[\s>]*$/,
  listItem: /^[\s>]*$/,
  footnoteDefinition: /^[\s>]*$/,
  table: /^[\s|:>-]*$/,
  tableRow: /^[\s|>]*$/,
};
/** Leaves whose source needs no check against the tree: they carry no text of their own. */
const LEAVES = new Set(['break', 'thematicBreak', 'footnoteReference', 'imageReference', 'image', 'definition']);
/** A destination written as it is: no space, bracket, parenthesis, backslash or control character. */
const PLAIN_DESTINATION = /^[^\s<>()\\\u0000-\u001f\u007f]+$/;
const FENCE = /^(`{3,}|~{3,})(.*)$/;

const placeOf = (node: Nodes): Place | undefined => {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
};

/** Line breaks with what precedes and follows them on their lines (spaces, container prefixes) left out. */
const lines = (text: string) => (text.includes('\n') ? text.replace(/[ \t]*\r?\n[ \t>]*/g, '\n') : text);
const sameText = (written: string, value: string) => written === value || lines(written) === lines(value);

function inlineCodeWritten(written: string, value: string): boolean {
  const ticks = /^`+/.exec(written)?.[0];
  if (!ticks || !written.endsWith(ticks) || written.length < ticks.length * 2) return false;
  const inner = written.slice(ticks.length, -ticks.length);
  return inner === value || (inner.startsWith(' ') && inner.endsWith(' ') && inner.slice(1, -1) === value);
}

/** A fenced code block whose info string and lines are the node's; in a container, lines may carry its prefix. */
function codeWritten(node: Code, written: string, nested: boolean): boolean {
  const [opening = '', ...body] = written.split('\n');
  const fence = FENCE.exec(opening);
  if (!fence) return false;
  const [, marks = '', info = ''] = fence;
  const closing = body.at(-1)?.replace(/^[\s>]*/, '');
  if (closing !== undefined && closing.trimEnd().startsWith(marks) && /^(`+|~+)\s*$/.test(closing) && closing.trimEnd().length >= marks.length) body.pop();
  const expected = [node.lang, node.meta].filter(Boolean).join(' ');
  if (info.trim().replace(/^(\S+)\s+/, '$1 ') !== expected) return false;
  const values = node.value === '' ? [] : node.value.split('\n');
  if (values.length !== body.length) return false;
  return values.every((value, index) => {
    const line = body[index] as string;
    if (line === value) return true;
    return nested && line.endsWith(value) && /^[\s>]*$/.test(line.slice(0, line.length - value.length));
  });
}

/** The edit that puts a link's destination in, or null when the link is as written; undefined when it cannot be said. */
function linkEdit(node: Link, place: Place, source: string): Edit | null | undefined {
  const written = source.slice(place.start, place.end);
  if (!written.startsWith('[')) {
    // An autolink (<https://…>) or a bare URL: its text is its destination.
    const url = written.startsWith('<') && written.endsWith('>') ? written.slice(1, -1) : written;
    return node.url === url || node.url === `http://${url}` || node.url === `mailto:${url}` ? null : undefined;
  }
  const last = node.children.at(-1);
  const textEnd = last ? placeOf(last)?.end : place.start + 1;
  if (textEnd === undefined || !source.startsWith('](', textEnd) || !written.endsWith(')')) return undefined;
  if (!PLAIN_DESTINATION.test(node.url) || (node.title && /["\\\n]/.test(node.title))) return undefined;
  return { start: textEnd + 2, end: place.end - 1, text: node.title ? `${node.url} "${node.title}"` : node.url };
}

/** Whether the node says what its source says; the link edits it needs go into `edits`. */
function written(node: Nodes, source: string, edits: Edit[], nested: boolean): boolean {
  const place = placeOf(node);
  if (!place) return false;
  switch (node.type) {
    case 'text':
    case 'html':
      return sameText(source.slice(place.start, place.end), node.value);
    case 'inlineCode':
      return inlineCodeWritten(source.slice(place.start, place.end), node.value);
    case 'code':
      return codeWritten(node, source.slice(place.start, place.end), nested);
    case 'heading':
      // A setext heading would not start the copy's first line with its `#`.
      if (source[place.start] !== '#') return false;
      break;
    case 'link': {
      const edit = linkEdit(node, place, source);
      if (edit === undefined) return false;
      if (edit) edits.push(edit);
      break;
    }
    default:
      if (LEAVES.has(node.type)) return true;
  }
  if (!('children' in node)) return false;
  const gap = BLOCK_GAP[node.type];
  if (!gap && !PHRASING_PARENTS.has(node.type)) return false;
  const children = node.children as readonly Nodes[];
  let previous: Place | undefined;
  for (const child of children) {
    if (!written(child, source, edits, true)) return false;
    const at = placeOf(child) as Place;
    if (previous && (gap ? !gap.test(source.slice(previous.end, at.start)) : previous.end !== at.start)) return false;
    previous = at;
  }
  return true;
}

/**
 * The block's source text with its links' destinations put in, or undefined when the block must
 * be serialized: it was made or changed by a plugin, or it does not start a line of its own (a
 * block from inside a component, whose lines carry the component's indentation).
 */
export function asWritten(node: RootContent, source: string): string | undefined {
  const place = placeOf(node);
  if (!place || node.position?.start.column !== 1) return undefined;
  const edits: Edit[] = [];
  if (!written(node, source, edits, false)) return undefined;
  let text = '';
  let at = place.start;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    text += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return (text + source.slice(at, place.end)).trimEnd();
}
