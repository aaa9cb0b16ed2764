// `@theme/BlogPostItem/Footer`: the post's tags and, in lists, "Read more" when it was cut at its
// truncate marker; on its page, the edit link and last update.
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import EditMetaRow from '@theme/EditMetaRow';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import TagsListInline from '@theme/TagsListInline';

export default function BlogPostItemFooter() {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { tags, title, editUrl, hasTruncateMarker, lastUpdatedBy, lastUpdatedAt } = metadata;
  const truncated = !isBlogPostPage && hasTruncateMarker;
  const hasTags = tags.length > 0;
  if (!hasTags && !truncated && !editUrl) return null;
  if (isBlogPostPage) {
    const metaRow = Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
    return (
      <footer className="docusaurus-mt-lg">
        {hasTags ? (
          <div className={`row margin-top--sm ${ThemeClassNames.blog.blogFooterEditMetaRow}`}>
            <div className="col">
              <TagsListInline tags={tags} />
            </div>
          </div>
        ) : null}
        {metaRow ? (
          <EditMetaRow
            className={`margin-top--sm ${ThemeClassNames.blog.blogFooterEditMetaRow}`}
            editUrl={editUrl}
            lastUpdatedAt={lastUpdatedAt}
            lastUpdatedBy={lastUpdatedBy}
          />
        ) : null}
      </footer>
    );
  }
  return (
    <footer className="row docusaurus-mt-lg">
      {hasTags ? (
        <div className={truncated ? 'col col--9' : 'col'}>
          <TagsListInline tags={tags} />
        </div>
      ) : null}
      {truncated ? (
        <div className={hasTags ? 'col text--right col--3' : 'col text--right'}>
          <ReadMoreLink blogPostTitle={title} to={metadata.permalink} />
        </div>
      ) : null}
    </footer>
  );
}
