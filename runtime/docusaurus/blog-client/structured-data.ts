// The blog's schema.org data (JSON-LD): a list page is a Blog of BlogPostings, a post's page one
// BlogPosting that is part of its Blog.
import { useBaseUrlUtils } from '../useBaseUrl.js';
import useDocusaurusContext from '../useDocusaurusContext.js';
import {
  useBlogMetadata,
  useBlogPost,
  type BlogAuthor,
  type BlogPostAssets,
  type BlogPostFrontMatter,
  type BlogPostMetadata,
  type PropBlogPostContent,
} from './contexts.js';

type Json = Record<string, unknown>;

/** What BlogListPage/StructuredData is given: the list's metadata and items. */
export interface BlogListPageStructuredDataProps {
  readonly metadata: { readonly blogTitle: string; readonly blogDescription: string; readonly permalink: string };
  readonly items: readonly { readonly content: PropBlogPostContent }[];
}

const person = (author: BlogAuthor): Json => ({
  '@type': 'Person',
  ...(author.name ? { name: author.name } : {}),
  ...(author.title ? { description: author.title } : {}),
  ...(author.url ? { url: author.url } : {}),
  ...(author.email ? { email: author.email } : {}),
  ...(author.imageURL ? { image: author.imageURL } : {}),
});

/** One author as an object, several as a list. */
function authorOf(authors: readonly BlogAuthor[]): Json {
  const people = authors.map(person);
  return { author: people.length === 1 ? people[0] : people };
}

function posting(
  { metadata, frontMatter, assets }: { metadata: BlogPostMetadata; frontMatter: BlogPostFrontMatter; assets: BlogPostAssets },
  siteUrl: string,
  absolute: (url: string) => string,
): Json {
  const url = `${siteUrl}${metadata.permalink}`;
  const image = assets.image ?? frontMatter.image;
  const imageUrl = image ? absolute(image) : undefined;
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
    ...(metadata.lastUpdatedAt ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
    ...authorOf(metadata.authors),
    ...(imageUrl
      ? { image: { '@type': 'ImageObject', '@id': imageUrl, url: imageUrl, contentUrl: imageUrl, caption: `title image for the blog post: ${metadata.title}` } }
      : {}),
    keywords: frontMatter.keywords ?? [],
  };
}

function useAbsolute(): (url: string) => string {
  const { withBaseUrl } = useBaseUrlUtils();
  return (url) => withBaseUrl(url, { absolute: true });
}

export function useBlogListPageStructuredData(props: BlogListPageStructuredDataProps): Json {
  const { siteConfig } = useDocusaurusContext();
  const absolute = useAbsolute();
  const { blogDescription, blogTitle, permalink } = props.metadata;
  const url = `${siteConfig.url}${permalink}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: blogTitle,
    description: blogDescription,
    blogPost: props.items.map(({ content }) => posting(content, siteConfig.url, absolute)),
  };
}

export function useBlogPostStructuredData(): Json {
  const blog = useBlogMetadata();
  const post = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const absolute = useAbsolute();
  return {
    '@context': 'https://schema.org',
    ...posting(post, siteConfig.url, absolute),
    isPartOf: { '@type': 'Blog', '@id': `${siteConfig.url}${blog.blogBasePath}`, name: blog.blogTitle },
  };
}
