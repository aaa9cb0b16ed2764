// `@docusaurus/theme-common`: the part of it sites' own components use most, on docgen's theme.
// An import it does not have fails the bundle naming the import, rather than Docusaurus's
// internals loading without the app they belong to.
import { useEffect, useState } from 'react';
import { useRoute } from '../theme/context.js';

type ColorMode = 'light' | 'dark';

const shownMode = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The page's colour mode, following the toggle; the site's default mode until the page hydrates. */
export function useColorMode(): { colorMode: ColorMode; isDarkTheme: boolean; setColorMode: (mode: ColorMode | null) => void } {
  const { site } = useRoute();
  const [colorMode, setMode] = useState<ColorMode>(site.themeConfig.colorMode.defaultMode);
  useEffect(() => {
    setMode(shownMode());
    const observer = new MutationObserver(() => setMode(shownMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: ColorMode | null) => {
    const chosen = mode ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.dataset.theme = chosen;
    try {
      if (mode === null) localStorage.removeItem('theme');
      else localStorage.setItem('theme', mode);
    } catch {
      // Storage may be blocked: the mode lasts for this page.
    }
  };
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode };
}

/** 'desktop' or 'mobile' at the theme's breakpoint (996px); 'ssr' until the page hydrates. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const query = window.matchMedia('(max-width: 996px)');
    const update = () => setSize(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return size;
}

/** The class names Docusaurus's theme gives its parts, which sites' CSS and components use. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: { navbar: { container: 'theme-layout-navbar' }, main: { container: 'theme-layout-main' }, footer: { container: 'theme-layout-footer' } },
  docs: {
    docMarkdown: 'theme-doc-markdown',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docVersionBanner: 'theme-doc-version-banner',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const;
