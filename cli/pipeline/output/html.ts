// HTML written as text: escaping, and a tag from data. Pure, and low enough for every stage that
// writes HTML (pages, redirect pages, search records, category indexes) to share.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type TagAttributes = Readonly<Record<string, string | number | boolean | undefined>>;

const VOID_ELEMENTS = new Set(['base', 'link', 'meta']);

/** An HTML tag from data (a site's headTags): a `true` attribute is written bare, `false` left out. */
export function htmlTag({ tagName, attributes = {}, innerHTML }: { tagName: string; attributes?: TagAttributes; innerHTML?: string }): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  return VOID_ELEMENTS.has(tagName.toLowerCase()) ? `<${tagName}${written}>` : `<${tagName}${written}>${innerHTML ?? ''}</${tagName}>`;
}
