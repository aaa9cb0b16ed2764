// `<details>` written in MDX is @theme/Details (its provider's `Details`), as on Docusaurus: MDX does
// not give tags written as JSX to the provider's components, so the tag is renamed.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkMdxDetails() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'details') node.name = 'Details';
    });
  };
}
