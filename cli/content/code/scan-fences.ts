// Finds the fenced code blocks of a Markdown or MDX body without parsing it, so that their
// highlighting can be planned before the compile (pipeline/compile/highlight-stage.ts). It reads fences at
// the start of a line or of a list item, as CommonMark does; a block it reads differently from the
// parser (a fence in a blockquote, tabs in the indent) only misses the plan, and is then
// highlighted where the page compiles: the output is the same either way.
import { languageAndMeta, readCodeBlock, type CodeReading } from './code-meta.js';
import type { CodeRequest } from './highlighter.js';

// Indent, optional list marker, fence and info string. A backtick fence's info has no backtick.
const OPENING = /^( {0,3}(?:(?:[-*+]|\d{1,9}[.)]) {1,4})?)(`{3,}|~{3,})(.*)$/;

/** The highlight requests of the fenced code blocks found in `body`, in document order. */
export function scanFences(body: string, reading: CodeReading): CodeRequest[] {
  if (!body.includes('```') && !body.includes('~~~')) return [];
  const lines = body.split(/\r\n|\r|\n/);
  const requests: CodeRequest[] = [];
  for (let at = 0; at < lines.length; at++) {
    const opening = OPENING.exec(lines[at] as string);
    if (!opening) continue;
    const [, prefix = '', fence = '', info = ''] = opening;
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
    const indent = prefix.length;
    const content: string[] = [];
    let end = at + 1;
    let readable = true;
    for (; end < lines.length && !closing.test(lines[end] as string); end++) {
      const line = lines[end] as string;
      const leading = /^ */.exec(line)?.[0].length ?? 0;
      // A tab in the indent counts to the next tab stop: not worth reading here.
      if (line.slice(leading, indent).includes('\t')) readable = false;
      content.push(line.slice(Math.min(leading, indent)));
    }
    // A fence never closed runs to the end of its container, which only the parser knows.
    if (end === lines.length) break;
    at = end;
    if (!readable) continue;
    const trimmed = info.trim();
    const written = trimmed.split(/\s/, 1)[0] || undefined;
    const { lang, meta } = languageAndMeta({ written, meta: written ? trimmed.slice(written.length).trim() : '' });
    // With the line break that ends the code, as the compile reads a block's text; an empty block
    // is no highlighted code.
    if (content.length > 0) requests.push(readCodeBlock({ lang, meta, code: `${content.join('\n')}\n`, reading }).request);
  }
  return requests;
}
