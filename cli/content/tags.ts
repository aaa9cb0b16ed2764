// A doc's or post's tags, as Docusaurus reads its `tags` front matter: a key of the tags file (its
// label, permalink and description), else an inline tag (a string, its permalink in kebab case, or
// an object with a label and maybe a permalink). Permalinks are route paths below `basePath`.
import { isObject, text, type Raw } from './keyed-file.js';

/** lodash-style kebab case, which Docusaurus uses for inline tag permalinks: `Hello World` -> `hello-world`. */
export function kebabCase(value: string): string {
  const words = value.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{L}+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

export interface ContentTag {
  readonly label: string;
  /** Route path of the tag's page (no base URL, no locale). */
  readonly permalink: string;
  readonly description?: string;
}

export function resolveTags({ values, known, basePath }: { values: readonly unknown[]; known: Readonly<Record<string, Raw>>; basePath: string }): {
  tags: ContentTag[];
  /** The labels of the tags the file does not have. */
  inline: string[];
} {
  const tags: ContentTag[] = [];
  const inline: string[] = [];
  const at = (permalink: string) => `${basePath}/${permalink.replace(/^\/+/, '')}`;
  for (const value of values) {
    const entry = typeof value === 'string' ? known[value] : undefined;
    if (typeof value === 'string' && entry) {
      const description = text(entry.description);
      tags.push({ label: text(entry.label) ?? value, permalink: at(text(entry.permalink) ?? kebabCase(value)), ...(description ? { description } : {}) });
      continue;
    }
    const label = typeof value === 'string' ? text(value) : isObject(value) ? text(value.label) : undefined;
    if (!label) continue;
    const permalink = isObject(value) ? text(value.permalink) : undefined;
    tags.push({ label, permalink: at(permalink ?? kebabCase(label)) });
    inline.push(label);
  }
  return { tags, inline };
}
