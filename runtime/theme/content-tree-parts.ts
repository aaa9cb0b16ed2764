// The components a content tree loads on demand (theme/ContentTree.tsx): code blocks', the largest
// of the content components and, in a tree, among the rarest (a fenced block is mostly a
// static part), and admonitions', whose icons would otherwise weigh on every tree's page. One module, so one chunk, which a page preloads when its tree has one of them.
export { default as Admonition } from '@theme/Admonition';
export { default as CodeBlock } from '@theme/CodeBlock';
export { default as MDXCode } from '@theme/MDXComponents/Code';
export { default as MDXPre } from '@theme/MDXComponents/Pre';
