// The components MDX content may use without importing them, as `@theme/MDXComponents`. A site
// swizzles this map (src/theme/MDXComponents.js, spreading `@theme-original/MDXComponents`) to
// give every page its own components, as Docusaurus sites do; docgen's own map is small, since
// its Markdown elements are rendered at build time.
import Details from './Details.js';

const MDXComponents: Record<string, unknown> = { Details };

export default MDXComponents;
