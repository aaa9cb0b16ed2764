// What Docusaurus 3 accepts in MDX beyond MDX 3 itself (its `mdx1Compat` options, on by default):
// a `{#custom-id}` after a heading and HTML comments. Both are rewritten, outside code, into what
// MDX reads (an escaped brace; an MDX comment), line for line so that error lines stay right.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?[ \t])\{(#[^}\s]+)\}([ \t]*)$/;

/** Rewrites heading ids and HTML comments outside fenced code; everything else stays as written. */
export function mdx1Compat(body: string): string {
  if (!body.includes('{#') && !body.includes('<!--')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let start = 0;
  const parts: string[] = [];
  const flush = (end: number) => {
    if (end > start) parts.push(rewrite(lines.slice(start, end).join('\n')));
  };
  lines.forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!match) return;
    const marker = match[1] as string;
    if (fence === undefined) {
      flush(index);
      fence = marker;
      start = index;
    } else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      parts.push(lines.slice(start, index + 1).join('\n'));
      fence = undefined;
      start = index + 1;
    }
  });
  if (fence === undefined) flush(lines.length);
  else parts.push(lines.slice(start).join('\n'));
  return parts.join('\n');
}

function rewrite(text: string): string {
  const withIds = text
    .split('\n')
    .map((line) => line.replace(HEADING_ID, (_all, heading: string, id: string, trail: string) => `${heading}\\{${id}\\}${trail}`))
    .join('\n');
  // Inline code keeps its comment text; elsewhere a comment becomes an MDX comment on the same lines.
  return withIds.replace(/(`+)[^\n]*?\1|<!--([\s\S]*?)-->/g, (all, ticks: string | undefined, inner: string | undefined) =>
    ticks !== undefined ? all : `{/*${(inner ?? '').replaceAll('*/', '* /')}*/}`,
  );
}
