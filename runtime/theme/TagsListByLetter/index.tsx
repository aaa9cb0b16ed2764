// `@theme/TagsListByLetter`: every tag with its count, under the letter it starts with.
import { listTagsByLetters, type TagsListItem } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';

export default function TagsListByLetter({ tags }: { tags: readonly TagsListItem[] }) {
  return (
    <section className="margin-vert--lg">
      {listTagsByLetters(tags).map(({ letter, tags: letterTags }) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {letterTags.map((tag) => (
              <li key={tag.permalink} className="tag_YYDp">
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
