// Literal values in MDX: what an expression made of literals alone evaluates to, without running
// the page's module (content trees, JSX code blocks), and such a value as an expression again.
import type { Expression, Program } from 'estree';

/** The expression of an MDX expression node or attribute value (its program's one statement). */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  return program?.body.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/**
 * The value of an expression made of literals alone: strings, numbers, booleans, null, template
 * strings without substitutions, a negated number, and arrays and objects of them. Undefined for
 * anything else, whose value only running the page's module would tell.
 */
export function literalValue(node: Expression): { value: unknown } | undefined {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? undefined : { value: node.value };
    case 'TemplateLiteral': {
      const parts = node.quasis.map((quasi) => quasi.value.cooked);
      return node.expressions.length === 0 && parts.every((part) => typeof part === 'string') ? { value: parts.join('') } : undefined;
    }
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number' ? { value: -node.argument.value } : undefined;
    case 'ArrayExpression': {
      const values: unknown[] = [];
      for (const element of node.elements) {
        const found = element && element.type !== 'SpreadElement' ? literalValue(element) : undefined;
        if (!found) return undefined;
        values.push(found.value);
      }
      return { value: values };
    }
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return undefined;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const found = key !== undefined && key !== '__proto__' ? literalValue(property.value as Expression) : undefined;
        if (!found) return undefined;
        value[key as string] = found.value;
      }
      return { value };
    }
    default:
      return undefined;
  }
}

/** A JSON value as an estree expression (what MDX holds in an attribute's `{...}`). */
export function valueToEstree(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => ({
          type: 'Property',
          key: { type: 'Literal', value: key },
          value: valueToEstree(field),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        })),
    };
  }
  return { type: 'Literal', value: value as string | number | boolean | null };
}
