// `@theme/TagsListInline`: "Tags:" and a post's tags on one line.
import Translate from '@docusaurus/Translate';
import Tag, { type Props as TagProps } from '@theme/Tag';

export default function TagsListInline({ tags }: { tags: readonly TagProps[] }) {
  return (
    <>
      <b>
        <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
      </b>
      <ul className="tags_q74f padding--none margin-left--sm">
        {tags.map((tag) => (
          <li key={tag.permalink} className="tag_lSC7">
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
