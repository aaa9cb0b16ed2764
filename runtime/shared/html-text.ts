// Text and attribute values escaped as React's server renderer escapes them, for HTML the build
// writes that must equal what the theme's components render (Markdown pages, code blocks).
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
