// Each blog's options.json, as Docusaurus's blog plugin lists it: the blog's title, description
// and sidebar heading, which content/blog.ts reads back for the locale.
import { ENGLISH, uiStringsFor } from '../../../runtime/i18n/ui-strings.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { TranslationFile } from './translation-file.js';

export function blogTranslationFiles({ config, locale }: { config: SiteConfig; locale: string }): TranslationFile[] {
  // Without a blogSidebarTitle the theme shows its own "Recent posts" in each language: the file
  // starts from that text in this locale, so writing it changes nothing the visitor sees.
  const recentPosts = uiStringsFor(locale)?.['docgen.blog.recentPosts'] ?? ENGLISH['docgen.blog.recentPosts'] ?? 'Recent posts';
  return config.blogs.map((blog) => ({
    path: `${blog.dirName}/options.json`,
    content: {
      title: { message: blog.blogTitle, description: "The blog's title, on its list pages and in search results" },
      description: { message: blog.blogDescription, description: "The blog's description, in its list pages' meta description" },
      'sidebar.title': { message: blog.blogSidebarTitle ?? recentPosts, description: "Heading of the blog's sidebar of recent posts" },
    },
  }));
}
