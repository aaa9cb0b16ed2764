// Collects what a page's content can match in a stylesheet: the tag names and class names of its
// elements, of JSX elements with a literal class, and of raw HTML (highlighted code). The build
// keeps the theme's rules that these, or the client code, can use (pipeline/stylesheet/).
import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

declare module 'vfile' {
  interface DataMap {
    /** Tag and class names in the page's content, sorted, once each. */
    classNames: string[];
  }
}

/** A JSX element as the MDX parser leaves it in hast. */
interface JsxElement {
  readonly type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  readonly name: string | null;
  readonly attributes: readonly { readonly type: string; readonly name?: string; readonly value?: unknown }[];
}

const RAW_CLASS = /\sclass(?:Name)?="([^"]*)"/g;
const RAW_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)/g;

export default function rehypeClassNames() {
  return (tree: Root, file: VFile) => {
    const names = new Set<string>();
    const addClasses = (value: unknown) => {
      for (const name of (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/)).filter(Boolean)) names.add(name);
    };
    visit(tree, (node: Root | RootContent) => {
      if (node.type === 'element') {
        names.add(node.tagName);
        addClasses(node.properties.className);
      } else if (node.type === 'raw') {
        for (const [, tag = ''] of node.value.matchAll(RAW_TAG)) names.add(tag.toLowerCase());
        for (const [, classes] of node.value.matchAll(RAW_CLASS)) addClasses(classes);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as unknown as JsxElement;
        if (jsx.name && /^[a-z]/.test(jsx.name)) names.add(jsx.name);
        for (const attribute of jsx.attributes)
          if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'className' || attribute.name === 'class') && typeof attribute.value === 'string')
            addClasses(attribute.value);
      }
    });
    file.data.classNames = [...names].sort();
  };
}
