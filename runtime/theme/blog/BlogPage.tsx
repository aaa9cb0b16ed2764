// A blog's route: the page data of a post, a list (the blog, a tag, an author), the tags and
// authors indexes or the archive, handed to the Docusaurus component for it with its props. Lists
// show each post's excerpt from the page's HTML, split per post.
import type { ComponentType } from 'react';
import { PluginRouteContext } from '@docusaurus/useRouteContext';
import BlogArchivePage from '@theme/BlogArchivePage';
import BlogAuthorsListPage from '@theme/Blog/Pages/BlogAuthorsListPage';
import BlogAuthorsPostsPage from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import BlogListPage from '@theme/BlogListPage';
import BlogPostPage from '@theme/BlogPostPage';
import BlogTagsListPage from '@theme/BlogTagsListPage';
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import { BLOG_EXCERPT_SEPARATOR } from '../../shared/blog.js';
import type { BlogPageData, MarkdownPageData } from '../../shared/types.js';
import type { ContentProps } from '../MarkdownContent.js';
import PageNotes from '../PageNotes.js';
import { postContent } from './post-content.js';

const PLUGIN = 'docusaurus-plugin-content-blog';

/** A blog's own list and post components (its blogListComponent and blogPostComponent), by plugin id. */
export type BlogComponents = Readonly<Record<string, { readonly list?: ComponentType<never>; readonly post?: ComponentType<never> }>>;

function pageOf(page: MarkdownPageData, content: ContentProps, components: BlogComponents) {
  const blog = page.blog as BlogPageData;
  const sidebar = blog.sidebar ? { sidebar: blog.sidebar } : {};
  const excerpts = content.html.split(BLOG_EXCERPT_SEPARATOR);
  const items = (blog.posts ?? []).map((post, index) => ({ content: postContent({ post, content: { html: excerpts[index] ?? '' } }) }));
  const listMetadata = {
    permalink: blog.permalink,
    page: blog.paginator?.page ?? 1,
    postsPerPage: blog.paginator?.postsPerPage ?? items.length,
    totalPages: blog.paginator?.total ?? 1,
    totalCount: blog.paginator?.totalCount ?? items.length,
    ...(blog.paginator?.newer ? { previousPage: blog.paginator.newer } : {}),
    ...(blog.paginator?.older ? { nextPage: blog.paginator.older } : {}),
    blogTitle: blog.metadata.blogTitle,
    blogDescription: blog.metadata.blogDescription,
  };
  const authorOf = <T extends { page?: string }>({ page: href, ...author }: T) => ({ ...author, key: '', page: href ? { permalink: href } : null });
  switch (blog.view) {
    case 'post': {
      const post = blog.post;
      if (!post) return null;
      const postPage = postContent({
        post,
        content,
        ...(page.contentLang ? { lang: page.contentLang } : {}),
        description: page.description,
        toc: page.toc,
        ...(page.editUrl ? { editUrl: page.editUrl } : {}),
        ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
        hideTableOfContents: page.hideTableOfContents,
        ...(post.newer ? { newer: post.newer } : {}),
        ...(post.older ? { older: post.older } : {}),
      });
      const Post = (components[blog.pluginId]?.post ?? BlogPostPage) as typeof BlogPostPage;
      return <Post content={postPage} {...sidebar} notes={<PageNotes page={page} />} />;
    }
    case 'tag': {
      const tag = blog.tag;
      if (!tag) return null;
      return <BlogTagsPostsPage tag={{ ...tag, allTagsPath: tag.allTags }} items={items} {...sidebar} listMetadata={listMetadata} />;
    }
    case 'author': {
      if (!blog.author) return null;
      return <BlogAuthorsPostsPage author={authorOf(blog.author)} items={items} {...sidebar} listMetadata={listMetadata} />;
    }
    case 'tags':
      return <BlogTagsListPage tags={(blog.tags ?? []).map((tag) => ({ ...tag, count: tag.count ?? 0 }))} {...sidebar} />;
    case 'authors':
      return (
        <BlogAuthorsListPage
          authors={(blog.authors ?? []).map((author, index) => ({ ...authorOf(author), key: author.key ?? String(index), count: author.count ?? 0 }))}
          {...sidebar}
        />
      );
    case 'archive':
      return <BlogArchivePage archive={{ blogPosts: (blog.archive ?? []).map((metadata) => ({ metadata })) }} />;
    default: {
      const List = (components[blog.pluginId]?.list ?? BlogListPage) as typeof BlogListPage;
      return <List metadata={listMetadata} items={items} {...sidebar} />;
    }
  }
}

/** The blog's pages, with the blogs' own components where they name some. */
export function blogPageWith(components: BlogComponents) {
  return function BlogPage({ page, content }: { page: MarkdownPageData; content: ContentProps }) {
    const blog = page.blog as BlogPageData;
    const plugin = { name: PLUGIN, id: blog.pluginId };
    return (
      <PluginRouteContext.Provider value={{ plugin, data: { blogMetadata: blog.metadata } }}>{pageOf(page, content, components)}</PluginRouteContext.Provider>
    );
  };
}

export default blogPageWith({});
