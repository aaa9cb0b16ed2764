// `@docusaurus/isInternalUrl`: whether a link stays inside the site (no protocol, not `//host`).
/** A URL that starts with a scheme (`https:`, `mailto:`, `data:`). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
