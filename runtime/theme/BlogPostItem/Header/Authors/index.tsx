// `@theme/BlogPostItem/Header/Authors`: the post's authors side by side, two to a row; authors
// shown by their picture alone sit in one row of pictures.
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogAuthor from '@theme/Blog/Components/Author';

export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const {
    metadata: { authors },
    assets,
  } = useBlogPost();
  if (authors.length === 0) return null;
  const imageOnly = authors.every(({ name }) => !name);
  const column = imageOnly ? 'imageOnlyAuthorCol_uMKf' : `${authors.length === 1 ? 'col col--12' : 'col col--6'} authorCol_q_iI`;
  return (
    <div className={['margin-top--md margin-bottom--sm', imageOnly ? 'imageOnlyAuthorRow_les7' : 'row', className].filter(Boolean).join(' ')}>
      {authors.map((author, index) => {
        const imageURL = assets.authorsImageUrls[index] ?? author.imageURL;
        return (
          <div className={column} key={index}>
            <BlogAuthor author={{ ...author, ...(imageURL ? { imageURL } : {}) }} />
          </div>
        );
      })}
    </div>
  );
}
