// MDX's component provider (its `providerImportSource`): every MDX module, a page or a partial it
// imports, asks it for the components its content is rendered with, which are
// `@theme/MDXComponents` (a site swizzles that map). One map for the whole site, so no context;
// compiled MDX calls it with no argument.
import MDXComponents from '@theme/MDXComponents';

export const useMDXComponents = () => MDXComponents;
