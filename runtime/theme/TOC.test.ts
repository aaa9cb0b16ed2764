import { describe, expect, it } from 'vitest';
import type { TocItem } from '../shared/types.js';
import { nestToc } from './TOC.js';

const h = (level: number, id: string): TocItem => ({ id, text: id.toUpperCase(), level });

/** Nesting as [id, children] pairs, so expectations stay short. */
type Shape = [string, Shape[]];
const shape = (nodes: ReturnType<typeof nestToc>): Shape[] => nodes.map((node) => [node.item.id, shape(node.children)]);

describe('nestToc', () => {
  it.each<[string, TocItem[], Shape[]]>([
    ['empty list', [], []],
    [
      'h2, h3, h3, h2',
      [h(2, 'a'), h(3, 'b'), h(3, 'c'), h(2, 'd')],
      [
        [
          'a',
          [
            ['b', []],
            ['c', []],
          ],
        ],
        ['d', []],
      ],
    ],
    [
      'an h3 before any h2 is a root',
      [h(3, 'x'), h(2, 'y'), h(3, 'z')],
      [
        ['x', []],
        ['y', [['z', []]]],
      ],
    ],
    [
      'h2, h3, h4, h3',
      [h(2, 'a'), h(3, 'b'), h(4, 'c'), h(3, 'd')],
      [
        [
          'a',
          [
            ['b', [['c', []]]],
            ['d', []],
          ],
        ],
      ],
    ],
    [
      'h2, h4, h3: the h3 is a sibling of the h4',
      [h(2, 'a'), h(4, 'b'), h(3, 'c')],
      [
        [
          'a',
          [
            ['b', []],
            ['c', []],
          ],
        ],
      ],
    ],
    [
      'flat h2s',
      [h(2, 'a'), h(2, 'b'), h(2, 'c')],
      [
        ['a', []],
        ['b', []],
        ['c', []],
      ],
    ],
  ])('%s', (_name, items, expected) => {
    expect(shape(nestToc(items))).toEqual(expected);
  });

  it('keeps the original items on the nodes', () => {
    const items = [h(2, 'a'), h(3, 'b')];
    const [root] = nestToc(items);
    expect(root?.item).toBe(items[0]);
    expect(root?.children[0]?.item).toBe(items[1]);
  });
});
