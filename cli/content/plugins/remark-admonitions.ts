// Docusaurus admonitions (`:::tip[Title]`, nesting with more colons) on top of remark-directive,
// which this plugin enables. Directive syntax also matches plain prose ("Note:thing", "12:30",
// `:smile:`), so every directive that is not an admonition goes back to the text it was written as.
import type { Element } from 'hast';
import type { AdmonitionContent, Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ADMONITION_ICONS } from '../../../runtime/shared/admonition-icons/index.js';
import {
  ADMONITION_CLASSES,
  ADMONITION_KEYWORDS,
  ADMONITION_TYPES,
  admonitionClassNames,
  admonitionLook,
  type AdmonitionType,
} from '../../../runtime/shared/admonitions.js';

export interface RemarkAdmonitionsOptions {
  /** Title of each type when the content gives none, e.g. localised; default: the type's name. */
  readonly titles?: Readonly<Partial<Record<AdmonitionType, string>>>;
}

declare module 'mdast' {
  /** An admonition's body: remark-rehype renders unknown nodes with children as a div. */
  interface AdmonitionContent extends Parent {
    type: 'admonitionContent';
    children: (BlockContent | DefinitionContent)[];
  }
  interface BlockContentMap {
    admonitionContent: AdmonitionContent;
  }
  interface RootContentMap {
    admonitionContent: AdmonitionContent;
  }
}

type Directive = Extract<RootContent, { type: 'containerDirective' | 'leafDirective' | 'textDirective' }>;
type ContainerDirective = Extract<Directive, { type: 'containerDirective' }>;
type Point = NonNullable<Root['position']>['start'];

// Names made of letters are admonitions (unknown ones show as info); `:::my-widget` is not.
const ADMONITION_NAME = /^[a-z]+$/i;
// Docusaurus 2's `:::tip My title`, outside fenced code. It is relabelled `:::tip[My title]` before
// parsing: the space becomes `[` and `]` goes after the title, so lines and columns stay put.
const LEGACY_TITLE = /^([ \t>]*:{3,}[a-z]+)[ \t](?![ \t]*[[{])([^\n]*\S)([ \t\r]*)$/i;
const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
const CLOSING_FENCE = /^[ \t>]*(`{3,}|~{3,})\s*$/;

function labelLegacyTitles(document: string): string {
  let fence: string | undefined;
  return document
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence) {
        const closes = marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && CLOSING_FENCE.test(line);
        if (closes) fence = undefined;
        return line;
      }
      if (marker) fence = marker;
      const match = marker ? null : LEGACY_TITLE.exec(line);
      return match ? `${match[1]}[${match[2]}]${match[3]}` : line;
    })
    .join('\n');
}

/** Source text between two points; by line and column, which the legacy-title rewrite keeps. */
function sourceReader(file: VFile) {
  const value = String(file.value);
  const lineStarts = [0];
  for (const match of value.matchAll(/\r\n|\r|\n/g)) lineStarts.push(match.index + match[0].length);
  const offset = (point: Point) => (lineStarts[point.line - 1] ?? value.length) + point.column - 1;
  return {
    slice: (start: Point, end: Point) => value.slice(offset(start), offset(end)),
    lineEnd: (line: number): Point => ({ line, column: value.slice(lineStarts[line - 1]).search(/\r|\n|$/) + 1 }),
  };
}

type Source = ReturnType<typeof sourceReader>;

const text = (value: string, start?: Point, end?: Point): Text => (start && end ? { type: 'text', value, position: { start, end } } : { type: 'text', value });

/** A directive as written, from its start to `end`: the label stays parsed, the rest is text. */
function asWritten(node: Directive, label: PhrasingContent[], end: Point | undefined, source: Source): PhrasingContent[] {
  const start = node.position?.start;
  // Without positions (a node another plugin made) only the name can be spelled back.
  if (!start || !end) return [text(`:${node.name}`), ...label];
  const first = label[0]?.position?.start;
  const last = label[label.length - 1]?.position?.end;
  if (!first || !last) return [text(source.slice(start, end), start, end)];
  return [text(source.slice(start, first), start, first), ...label, text(source.slice(last, end), last, end)];
}

const paragraph = (children: PhrasingContent[], start?: Point, end?: Point): Paragraph =>
  start && end ? { type: 'paragraph', children, position: { start, end } } : { type: 'paragraph', children };

/** remark-directive puts a container's `[label]` first, as a paragraph marked directiveLabel. */
function splitLabel(node: ContainerDirective): { label?: Paragraph; body: ContainerDirective['children'] } {
  const [first, ...rest] = node.children;
  return first?.type === 'paragraph' && first.data?.directiveLabel ? { label: first, body: rest } : { body: node.children };
}

/** A container that is no admonition: its opening line, its body and its closing fence as written. */
function containerAsWritten(node: ContainerDirective, source: Source): RootContent[] {
  const { label, body } = splitLabel(node);
  const { start, end } = node.position ?? {};
  const openingEnd = start && source.lineEnd(start.line);
  const opening = paragraph(asWritten(node, label?.children ?? [], openingEnd, source), start, openingEnd);
  const blocks: RootContent[] = [opening, ...body];
  const lastLine = body.at(-1)?.position?.end.line ?? start?.line ?? Infinity;
  const fence = end && end.line > lastLine ? /:+(?=\s*$)/.exec(source.slice({ line: end.line, column: 1 }, end)) : null;
  if (end && fence) {
    const fenceStart = { line: end.line, column: end.column - fence[0].length };
    blocks.push(paragraph([text(fence[0], fenceStart, end)], fenceStart, end));
  }
  return joinParagraphs(blocks);
}

/** Without directives, lines with no blank line between them are one paragraph: joins them again. */
function joinParagraphs(blocks: RootContent[]): RootContent[] {
  const joined: RootContent[] = [];
  for (const block of blocks) {
    const previous = joined.at(-1);
    const [before, after] = [previous?.position, block.position];
    if (previous?.type === 'paragraph' && block.type === 'paragraph' && before && after && before.end.line + 1 === after.start.line) {
      previous.children.push(text('\n'), ...block.children);
      previous.position = { start: before.start, end: after.end };
      joinTexts(previous);
    } else joined.push(block);
  }
  return joined;
}

function admonitionIcon(type: AdmonitionType): Text {
  const { viewBox, d } = ADMONITION_ICONS[ADMONITION_TYPES[type].icon];
  const svg: Element = {
    type: 'element',
    tagName: 'svg',
    properties: { viewBox },
    children: [{ type: 'element', tagName: 'path', properties: { fillRule: 'evenodd', d }, children: [] }],
  };
  // An empty text node carrying hast, the way mdast utilities add markup that Markdown cannot spell.
  return { type: 'text', value: '', data: { hName: 'span', hProperties: { className: [ADMONITION_CLASSES.icon] }, hChildren: [svg] } };
}

/** The admonition as the theme's Admonition renders it: its box, its heading (icon and title) and,
 * when it has any, its content. */
function makeAdmonition(node: ContainerDirective, file: VFile, titles: RemarkAdmonitionsOptions['titles'] = {}): void {
  if (!ADMONITION_KEYWORDS.includes(node.name)) {
    file.message(`Unknown admonition type "${node.name}", rendered as info. The types are ${ADMONITION_KEYWORDS.join(', ')}.`, {
      place: node.position,
      ruleId: 'unknown-admonition-type',
      source: 'docgen',
    });
  }
  const look = admonitionLook(node.name);
  const { label, body } = splitLabel(node);
  const title = label?.children.length ? label.children : [text(look.title ?? titles[look.type] ?? look.type)];
  const [head, tail] = [title[0], title[title.length - 1]];
  if (head?.type === 'text') head.value = head.value.trimStart(); // `:::tip  Title` has a label of ` Title`
  if (tail?.type === 'text') tail.value = tail.value.trimEnd();
  const heading: Paragraph = {
    type: 'paragraph',
    children: [admonitionIcon(look.type), ...title],
    position: label?.position,
    data: { hName: 'div', hProperties: { className: [ADMONITION_CLASSES.heading] } },
  };
  const content: AdmonitionContent = {
    type: 'admonitionContent',
    children: body,
    data: { hName: 'div', hProperties: { className: [ADMONITION_CLASSES.content] } },
  };
  node.children = body.length > 0 ? [heading, content] : [heading];
  node.data = { ...node.data, hName: 'div', hProperties: { className: admonitionClassNames(node.name).split(' ') } };
}

/** Joins neighbouring plain text nodes, so `:smile` + `:` is one `:smile:` for the emoji plugin. */
function joinTexts(parent: Parent): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    const previous = children[children.length - 1];
    if (previous?.type === 'text' && child.type === 'text' && !previous.data && !child.data) {
      const position = previous.position && child.position && { start: previous.position.start, end: child.position.end };
      children[children.length - 1] = { type: 'text', value: previous.value + child.value, ...(position && { position }) };
    } else children.push(child);
  }
  parent.children = children;
}

export default function remarkAdmonitions(this: Processor, options: RemarkAdmonitionsOptions = {}) {
  remarkDirective.call(this);
  const parse = this.parser;
  if (parse) this.parser = (document, file) => parse(labelLegacyTitles(document), file);

  return (tree: Root, file: VFile) => {
    const source = sourceReader(file);
    const touched = new Set<Parent>();
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && ADMONITION_NAME.test(node.name)) {
        return makeAdmonition(node, file, options.titles);
      }
      if (!parent || index === undefined) return;
      const { start, end } = node.position ?? {};
      let written: RootContent[];
      if (node.type === 'textDirective') written = asWritten(node, node.children, end, source);
      else if (node.type === 'leafDirective') written = [paragraph(asWritten(node, node.children, end, source), start, end)];
      else if (node.type === 'containerDirective') written = containerAsWritten(node, source);
      else return;
      parent.children.splice(index, 1, ...written);
      touched.add(parent);
      return index; // visit what replaced the directive: labels may hold directives too
    });
    for (const parent of touched) joinTexts(parent);
  };
}
