// `@theme/MDXComponents`: the components MDX content is rendered with (its Markdown elements and
// the names it may use without importing them). A site swizzles this map (src/theme/MDXComponents.js,
// spreading `@theme-original/MDXComponents`) to give every page components of its own.
import type { ComponentProps, ComponentType } from 'react';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import Mermaid from '@theme/Mermaid';

export type MDXComponentsObject = Readonly<Record<string, ComponentType<never>>>;

const MDXComponents = {
  Head,
  // `<details>` in Markdown, and in MDX (where the build names it Details).
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: ComponentProps<'h1'>) => <MDXHeading as="h1" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <MDXHeading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <MDXHeading as="h4" {...props} />,
  h5: (props: ComponentProps<'h5'>) => <MDXHeading as="h5" {...props} />,
  h6: (props: ComponentProps<'h6'>) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
} as unknown as MDXComponentsObject;

export default MDXComponents;
