// MDX's component provider (its `providerImportSource`): every MDX module, a page or a partial it
// imports, asks it for the components its content may use without importing them, which are
// `@theme/MDXComponents` (a site swizzles that map). One map for the whole site, so no context.
import MDXComponents from './MDXComponents.js';

type Components = Record<string, unknown>;

export function useMDXComponents(components?: Components | ((defaults: Components) => Components)): Components {
  if (typeof components === 'function') return components(MDXComponents);
  return components ? { ...MDXComponents, ...components } : MDXComponents;
}
