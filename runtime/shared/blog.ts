// What the build and the theme agree on about blog pages.

/** Between two excerpts in a blog list page's HTML (the page data's `html`). */
export const BLOG_EXCERPT_SEPARATOR = '<!--docgen:excerpt-->';
