// The second half of rehype-static-fragments, on the compiled MDX program: each element marked
// `data-docgen-static="N"` gets `dangerouslySetInnerHTML: { __html: props.docgenFragments?.[N] ?? "" }`.
// `props` is the parameter of the content function MDX generates; whoever renders the content
// passes the page's fragments as `docgenFragments`.
import type { Expression, ObjectExpression, Program, Property } from 'estree';
import { visit } from 'estree-util-visit';
import { FRAGMENTS_PROP, STATIC_ATTRIBUTE } from '../../../runtime/shared/static-fragments.js';

const property = (key: string, value: Expression): Property => ({
  type: 'Property',
  key: { type: 'Identifier', name: key },
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** `props.docgenFragments?.[index] ?? ""` */
function fragmentOf(index: number): Expression {
  return {
    type: 'LogicalExpression',
    operator: '??',
    left: {
      type: 'ChainExpression',
      expression: {
        type: 'MemberExpression',
        object: {
          type: 'MemberExpression',
          object: { type: 'Identifier', name: 'props' },
          property: { type: 'Identifier', name: FRAGMENTS_PROP },
          computed: false,
          optional: false,
        },
        property: { type: 'Literal', value: index },
        computed: true,
        optional: true,
      },
    },
    right: { type: 'Literal', value: '' },
  };
}

function markedIndex(node: ObjectExpression): number | undefined {
  for (const entry of node.properties) {
    if (entry.type !== 'Property' || entry.key.type !== 'Literal' || entry.key.value !== STATIC_ATTRIBUTE) continue;
    if (entry.value.type === 'Literal' && typeof entry.value.value === 'string') return Number(entry.value.value);
  }
  return undefined;
}

export default function recmaStaticFragments() {
  return (tree: Program) => {
    visit(tree, (node) => {
      if ((node as { type?: string }).type !== 'ObjectExpression') return;
      const object = node as ObjectExpression;
      const index = markedIndex(object);
      if (index === undefined) return;
      object.properties.push(property('dangerouslySetInnerHTML', { type: 'ObjectExpression', properties: [property('__html', fragmentOf(index))] }));
    });
  };
}
