// Tags lists: the tags page's title, and tags grouped by their first letter.
import { translate } from '../Translate.js';

export const translateTagsPageTitle = (): string => translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });

export interface TagsListItem {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
  readonly count: number;
}

/** A tag's page as Docusaurus's tag list pages take it (the blog's and the docs'). */
export interface TagModule {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
  /** The tags index. */
  readonly allTagsPath: string;
  readonly count: number;
  readonly unlisted?: boolean;
}

export interface TagLetterEntry {
  readonly letter: string;
  readonly tags: TagsListItem[];
}

/** The tags by the upper case of their first letter, letters and each letter's tags in order. */
export function listTagsByLetters(tags: readonly TagsListItem[]): TagLetterEntry[] {
  const groups = new Map<string, TagsListItem[]>();
  for (const tag of tags) {
    const letter = (tag.label[0] ?? '').toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, letterTags]) => ({ letter, tags: letterTags.sort((a, b) => a.label.localeCompare(b.label)) }));
}
