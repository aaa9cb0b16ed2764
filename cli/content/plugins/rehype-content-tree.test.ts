// Which MDX pages become data, and the data they become; tests/mdx.test.ts checks that the data
// renders to the same HTML as the page's module would.
import { describe, expect, it } from 'vitest';
import { createMdxCompiler } from '../mdx.js';

const links = { hrefOfFile: () => undefined, hrefOfRelative: () => undefined };
const compile = (body: string, contentTrees = true) =>
  createMdxCompiler({ links }, { contentTrees })({ file: '/site/docs/a.mdx', displayPath: 'docs/a.mdx', body, lineOffset: 0 });

const TABS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n";

describe('rehype-content-tree', () => {
  it('makes a page of theme components data: elements (Markdown ones through @theme/MDXComponents), props as React takes them, static parts by index', async () => {
    const body = `${TABS}\n# Title\n\nSome *text*.\n\n<Tabs groupId="pm">\n<TabItem value="npm" label="npm" default>\n\n\`\`\`sh\nnpm i\n\`\`\`\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">Plain.</TabItem>\n</Tabs>\n`;
    const result = await compile(body);
    expect(result.code).toBe('');
    expect(result.tree).toEqual([
      '',
      0,
      ['mdx:h1', { id: 'title' }, 'Title'],
      '\n',
      ['p', { 'data-docgen-static': '0' }],
      '\n',
      [
        '@theme/Tabs',
        { groupId: 'pm' },
        [
          '@theme/TabItem',
          { value: 'npm', label: 'npm', default: true },
          [
            'div',
            {
              className: 'language-sh codeBlockContainer_ZGJx theme-code-block',
              style: { '--prism-color': '#1f2328', '--prism-background-color': '#f6f8fa' },
              'data-docgen-static': '1',
            },
          ],
        ],
        ['@theme/TabItem', { value: 'yarn', label: 'Yarn' }, 'Plain.'],
      ],
    ]);
    expect(result.fragments).toHaveLength(2);
    expect(result.fragments[0]).toBe('Some <em>text</em>.');
  });

  it('takes a component under any local name, and Details without an import (through @theme/MDXComponents), as MDX does', async () => {
    const result = await compile(
      "import Panel from '@theme/TabItem';\nimport Group from '@theme/Tabs';\n\n<Group><Panel value=\"a\">A</Panel></Group>\n\n<Details><summary>More</summary>Hidden</Details>\n",
    );
    expect(result.tree).toEqual([
      '',
      0,
      ['@theme/Tabs', 0, ['@theme/TabItem', { value: 'a' }, 'A']],
      '\n',
      ['mdx:Details', 0, ['summary', 0, 'More'], 'Hidden'],
    ]);
  });

  it('takes literals in braces as MDX would evaluate them: props of any literal, children of strings', async () => {
    const body = [
      "import CodeBlock from '@theme/CodeBlock';",
      TABS,
      "<Tabs values={[{ label: 'One', value: 'one' }, { 'label': \"Two\", value: `two` }]} defaultValue=\"one\" lazy={false}>",
      '<TabItem value="one" default={true}>Text and {"more"}.</TabItem>',
      '<TabItem value="two">',
      '',
      '<CodeBlock language="ts" title="x.ts" showLineNumbers>{`const a = 1;',
      'const b = -2;`}</CodeBlock>',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const result = await compile(body);
    expect(result.tree).toEqual([
      '',
      0,
      [
        '@theme/Tabs',
        {
          values: [
            { label: 'One', value: 'one' },
            { label: 'Two', value: 'two' },
          ],
          defaultValue: 'one',
          lazy: false,
        },
        ['@theme/TabItem', { value: 'one', default: true }, 'Text and ', 'more', '.'],
        [
          '@theme/TabItem',
          { value: 'two' },
          ['@theme/CodeBlock', { language: 'ts', title: 'x.ts', showLineNumbers: true, tokens: expect.any(Array) }, 'const a = 1;\nconst b = -2;'],
        ],
      ],
    ]);
  });

  it('leaves out MDX comments and the whitespace MDX trims around the content, where a comment counts as content', async () => {
    expect((await compile(`${TABS}\n\nText.\n\n`)).tree).toEqual(['', 0, ['p', 0, 'Text.']]);
    expect((await compile(`${TABS}\n{/* a note */}\n\nText.\n\n{/* another */}\n`)).tree).toEqual(['', 0, '\n', ['p', 0, 'Text.'], '\n']);
  });

  it.each([
    ['an expression', `${TABS}\nTwo is {1 + 1}.\n`],
    ['an expression attribute', `${TABS}\n<Tabs values={items} />\n`],
    ['a literal with a substitution', "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{`a ${b}`}</CodeBlock>\n"],
    ['a child expression that is not a string', `${TABS}\n<Tabs>{[1, 2]}</Tabs>\n`],
    ['a spread attribute', `${TABS}\n<Tabs {...props} />\n`],
    ['an export', `${TABS}\nexport const answer = 42;\n\nText.\n`],
    ['an import from elsewhere', "import Thing from '../components/Thing';\n\n<Thing />\n"],
    ['a named import of a theme component', "import { Tabs } from '@theme/Tabs';\n\n<Tabs />\n"],
    ['a theme component the data form does not know', "import Layout from '@theme/Layout';\n\n<Layout>x</Layout>\n"],
    ['a component used without an import', 'Text.\n\n<Unknown />\n'],
    ['a member component', `${TABS}\n<Tabs.Item />\n`],
    ['a head element', '<head><title>T</title></head>\n\nText.\n'],
  ])('keeps a page with %s a module', async (_name, body) => {
    const result = await compile(body);
    expect(result.tree).toBeUndefined();
    expect(result.code).toContain('export default function MDXContent');
  });

  it('makes only modules where the site has MDX components of its own', async () => {
    const result = await compile(`${TABS}\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n`, false);
    expect(result.tree).toBeUndefined();
    expect(result.code).toContain('export default function MDXContent');
  });
});
