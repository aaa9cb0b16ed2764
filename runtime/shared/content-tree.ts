// An MDX page whose only components are the theme's (Tabs, TabItem, Admonition, Details,
// CodeBlock), with no exports and no expressions but literals, needs no module of its own: the
// build turns its tree into data that says which element or component each node is, with its
// props, and the theme renders that data with its own components, on the server and in the
// browser alike (theme/ContentTree.tsx). Such a page costs the bundle nothing, and an edit to it
// bundles nothing again.

/** Text, or an element: its type, its props (0 for none) and its children. The type is an HTML
 * tag, a theme component's module name (`@theme/Tabs`), or '' for a fragment. As with JSX, one
 * child is passed as itself and several as a list. */
export type ContentNode = string | ContentElement;
export type ContentElement = readonly [type: string, props: Readonly<Record<string, unknown>> | 0, ...children: ContentNode[]];

/** The theme components a page may use as data, by module name. */
export const TREE_COMPONENTS = ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details', '@theme/CodeBlock'] as const;

/** Components MDX content may use without importing them (theme/MDXComponents.tsx), by the name written. */
export const PROVIDED_COMPONENTS: Readonly<Record<string, (typeof TREE_COMPONENTS)[number]>> = { Details: '@theme/Details' };
