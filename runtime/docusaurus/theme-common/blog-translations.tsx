// The blog's titles and labels that several of its pages share, by Docusaurus's translation ids.
import Translate, { translate } from '../Translate.js';
import { usePluralForm } from './plural.js';

/** "One post", "2 posts": theme.blog.post.plurals for a count. */
function useBlogPostsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) => selectMessage(count, translate({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }, { count }));
}

export function useBlogTagsPostsPageTitle(tag: { label: string; count: number }): string {
  const plural = useBlogPostsPlural();
  return translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts: plural(tag.count), tagName: tag.label });
}

export function useBlogAuthorPageTitle(author: { key?: string; name?: string; count: number }): string {
  const plural = useBlogPostsPlural();
  return translate(
    { id: 'theme.blog.author.pageTitle', message: '{authorName} - {nPosts}' },
    { nPosts: plural(author.count), authorName: author.name || author.key || '' },
  );
}

export const translateBlogAuthorsListPageTitle = (): string => translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' });

export function BlogAuthorsListViewAllLabel() {
  return <Translate id="theme.blog.authorsList.viewAll">View all authors</Translate>;
}

export function BlogAuthorNoPostsLabel() {
  return <Translate id="theme.blog.author.noPosts">This author has not written any posts yet.</Translate>;
}
