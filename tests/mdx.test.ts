// MDX pages (.mdx, and .md files that use import/export or JSX): rendered HTML, chunks, and the
// errors a writer sees for bad MDX and bad Tabs.
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../cli/errors.js';
import { encodeManifest, manifestEntry, type WireManifest } from '../runtime/shared/route-manifest.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('mdx');
  await site.build();
});
afterAll(() => site.remove());

const bootData = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('MDX pages', () => {
  it('compiles a .md file with imports and JSX as MDX and pre-renders its Tabs', async () => {
    const html = await site.read('docs/install.html');
    expect(html).not.toContain('import Tabs');
    expect(html.match(/role="tablist"/g)).toHaveLength(2);
    expect(html).toContain('<li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_ysIP tabs__item--active">npm</li>');
    expect(html).toContain(
      '<h2 class="anchor anchorTargetStickyNavbar_SAay" id="package-managers">Package managers<a href="#package-managers" class="hash-link"',
    );
  });

  it('ships a page of theme components alone as data: its tree in the boot data and its data chunk, no module', async () => {
    const html = await site.read('docs/install.html');
    const boot = bootData(html);
    expect(boot.mdx).toBeUndefined();
    expect(boot).toMatchObject({ kind: 'doc', page: { title: 'Install', toc: [{ id: 'package-managers' }, { id: 'again' }] } });
    expect(boot.page.tree).toContainEqual(['mdx:h2', { id: 'package-managers' }, 'Package managers']);
    expect(boot.chunk).toMatch(/^\/assets\/data\/p-[a-z0-9]+\.js$/);
    expect(await site.read(boot.chunk.slice(1))).toContain('"tree":["",0,');
    // The theme's renderer of such pages is preloaded, as a module page's own chunk is.
    const renderer = /<link rel="modulepreload" href="(\/assets\/js\/content-tree-[A-Z0-9]+\.js)">/.exec(html)?.[1];
    expect(await site.read(renderer!.slice(1))).toContain('@theme/TabItem');
    expect(bootData(await site.read('docs/plain.html')).page.tree).toBeUndefined();
    expect(await site.read('docs/plain.html')).not.toContain('content-tree-');
  });

  it('ships a page that needs its own module (here an expression) as an MDX chunk that the page preloads', async () => {
    const html = await site.read('docs/query.html');
    const boot = bootData(html);
    expect(boot).toMatchObject({ kind: 'doc', mdx: true, page: { title: 'Query string tabs' } });
    expect(boot.page.tree).toBeUndefined();
    expect(boot.chunk).toMatch(/^\/assets\/js\/mdx-[a-z0-9]+-[A-Z0-9]+\.js$/);
    expect(html).toContain(`<link rel="modulepreload" href="${boot.chunk}">`);
    const files = await readdir(join(site.outDir, 'assets/js'));
    expect(files.filter((file) => file.startsWith('mdx-'))).toHaveLength(1);
  });

  it('ships static parts once: in the HTML, and in the data chunk client-side navigation loads, not in the tree', async () => {
    const html = await site.read('docs/install.html');
    const boot = bootData(html);
    // The page's one data chunk holds them, beside the tree; the boot data leaves them out.
    expect(boot.fragments).toEqual({ url: boot.chunk, count: 3 });
    expect(boot.page.fragments).toBeUndefined();
    const tree = JSON.stringify(boot.page.tree);
    const fragments: string[] = JSON.parse(/^export default (.*);\n$/s.exec(await site.read(boot.chunk.slice(1)))?.[1] ?? 'null').fragments;
    expect(fragments).toHaveLength(3);
    // The highlighted code and the paragraph with a link are in the chunk and the HTML, not in the tree.
    const code = fragments.find((fragment) => fragment.includes('codeBlockContent_kX1v'))!;
    expect(code).toContain('<span class="token plain">npm install docgen</span>');
    expect(tree).not.toContain('npm install');
    expect(tree).not.toContain('codeBlockContent_kX1v');
    expect(tree).toContain('"data-docgen-static":"0"');
    for (const [index, fragment] of fragments.entries()) expect(html).toContain(`data-docgen-static="${index}">${fragment}`);
    // The route manifest names the chunk once, as a content tree's (2: its renderer loads with it).
    const manifest = await site.read(boot.manifest.slice(1));
    expect(manifest).toContain(`"${boot.chunk.slice('/assets/'.length)}",0,2]`);
    expect(await readdir(join(site.outDir, 'assets/data'))).not.toContainEqual(expect.stringMatching(/^f-/));
  });

  it("writes the locale's route manifest as the runtime's encoder does: decoded and encoded again, the same bytes", async () => {
    const manifests = (await readdir(join(site.outDir, 'assets/data'))).filter((name) => /^routes-/.test(name));
    expect(manifests).toEqual(['routes-en.js']);
    for (const name of manifests) {
      const code = await site.read(`assets/data/${name}`);
      const written = JSON.parse(/^export default (.*);\n$/s.exec(code)?.[1] ?? 'null') as WireManifest;
      const entries = new Map(Object.keys(written.r).map((path) => [path, manifestEntry(written, path)!]));
      // Every kind of entry is there: MDX modules, content trees, pages with a sidebar.
      expect([...entries.values()].some((entry) => entry.x)).toBe(true);
      expect([...entries.values()].some((entry) => entry.t)).toBe(true);
      expect([...entries.values()].some((entry) => entry.s)).toBe(true);
      expect(code).toBe(`export default ${JSON.stringify(encodeManifest({ entries, assetsPrefix: written.a }))};\n`);
    }
  });

  it('renders a page as data to the same HTML as its module renders', async () => {
    const other = await copyFixture('mdx');
    try {
      await other.write(
        'docs/mixed.mdx',
        [
          '---\ntitle: Mixed\n---\n',
          "import Group from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';\n",
          '{/* a comment first */}\n',
          '# Mixed <kbd>content</kbd>\n',
          'A paragraph with <abbr title="JavaScript XML">JSX</abbr> inline and a [link](./plain.md).\n',
          // Elements in a heading: the heading is no static part, since its component adds the hash link.
          '## A [link](https://example.com/) and `code` in a heading\n',
          '<div className="wrapper" data-kind="x">\n\nMarkdown **inside** a div.\n\n</div>\n',
          '<Admonition type="warning" title="Careful">\n\n- one\n- two\n\n</Admonition>\n',
          '<Group groupId="os">\n<TabItem value="a" label="A" default>\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n</TabItem>\n<TabItem value="b" label="B">\n\n<Details>\n<summary>Open</summary>\n\nInside.\n\n</Details>\n\n</TabItem>\n</Group>\n',
          '<>A fragment</>\n',
          "import CodeBlock from '@theme/CodeBlock';\n",
          '<CodeBlock language="ts" title="a.ts" showLineNumbers>{`const a = 1;\nconst b = 2;`}</CodeBlock>\n',
          "<Group values={[{ label: 'One', value: 'one' }, { label: 'Two', value: 'two' }]} defaultValue=\"two\">\n<TabItem value=\"one\">First {'and'} more.</TabItem>\n<TabItem value=\"two\">{`Second`}</TabItem>\n</Group>\n",
          '{/* and a comment last */}\n',
        ].join('\n'),
      );
      await other.build();
      const pages = ['docs/install.html', 'docs/lazy-code.html', 'docs/mixed.html'];
      const asData = await Promise.all(pages.map((page) => other.read(page)));
      for (const html of asData) expect(bootData(html).page.tree).toBeDefined();
      // Code blocks' components load with a tree that renders one: the mixed page preloads them, the others do not.
      const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1] as string);
      const withCodeBlocks = async (html: string) =>
        (await Promise.all(preloads(html).map(async (url) => ((await other.read(url.slice(1))).includes('codeBlockLines_AdAo') ? [url] : [])))).flat();
      expect(await withCodeBlocks(asData[0]!)).toEqual([]);
      expect(await withCodeBlocks(asData[1]!)).toEqual([]);
      expect((await withCodeBlocks(asData[2]!)).length).toBeGreaterThan(0);
      // A site's own MDXComponents (here the theme's, passed on) keeps every MDX page a module.
      await mkdir(join(other.dir, 'src/theme'), { recursive: true });
      await other.write('src/theme/MDXComponents.js', "export { default } from '@theme-original/MDXComponents';\n");
      await other.build();
      const asModules = await Promise.all(pages.map((page) => other.read(page)));
      for (const html of asModules) expect(bootData(html).mdx).toBe(true);
      // A module keeps its static parts out as well.
      const moduleBoot = bootData(asModules[0]!);
      const module = await other.read(moduleBoot.chunk.slice(1));
      expect(module).toContain('dangerouslySetInnerHTML:{__html:');
      expect(module).not.toContain('codeBlockContent_kX1v');
      expect(moduleBoot.fragments).toEqual({ url: expect.stringMatching(/^\/assets\/data\/f-[a-z0-9]+\.js$/), count: 3 });
      expect(await other.read(moduleBoot.fragments.url.slice(1))).toContain('codeBlockContent_kX1v');
      const content = (html: string) => html.slice(html.indexOf('<div class="theme-doc-markdown markdown"'), html.indexOf('</article>'));
      asData.forEach((html, index) => {
        expect(content(html).length).toBeGreaterThan(500);
        expect(content(html)).toBe(content(asModules[index]!));
      });
      expect(content(asData[2]!)).toMatch(
        /<h2 [^>]*id="a-link-and-code-in-a-heading">A <a [^>]*href="https:\/\/example.com\/"[^>]*>link<\/a> and <code>code<\/code> in a heading<a href="#a-link-and-code-in-a-heading" class="hash-link"/,
      );
      expect(content(asData[2]!)).toContain('<div class="wrapper" data-kind="x"><p data-docgen-static="0">Markdown <strong>inside</strong> a div.</p></div>');
    } finally {
      await other.remove();
    }
  });

  it('puts only the chosen panel of lazy tabs in the HTML; the chunk holds every panel', async () => {
    const html = await site.read('docs/lazy-code.html');
    const boot = bootData(html);
    expect(html).toContain('from javascript');
    expect(html).not.toContain('from python');
    expect(await site.read(boot.fragments.url.slice(1))).toContain('from python');
    expect(boot.fragments.count).toBe(3);
  });

  it('describes a page without a description by its first paragraph, skipping JSX components', async () => {
    expect(await site.read('docs/install.html')).toContain('<meta name="description" content="Tabs in a .md file, as Docusaurus content writes them.">');
    const other = await copyFixture('mdx');
    try {
      await other.edit('docs/install.md', (text) => text.replace('description: Tabs in a .md file, as Docusaurus content writes them.\n', ''));
      await other.build();
      expect(await other.read('docs/install.html')).toContain('<meta name="description" content="Pick your package manager.">');
      expect(bootData(await other.read('docs/install.html')).page.description).toBe('Pick your package manager.');
    } finally {
      await other.remove();
    }
  });

  it('keeps plain .md files as HTML, and links between MDX and Markdown pages resolve', async () => {
    const plain = await site.read('docs/plain.html');
    expect(plain).toContain('data-docgen-html');
    expect(plain).toContain('<a class="" href="/docs/install#package-managers">install</a>');
    expect(bootData(plain).mdx).toBeUndefined();
  });

  it('renders lazy tabs with only the default panel, JSX admonitions and details', async () => {
    const html = await site.read('docs/query.html');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
    // The JSX component writes the same markup as :::tip in Markdown, icon included.
    expect(html).toMatch(
      /<div class="theme-admonition theme-admonition-tip admonition_IZjC alert alert--success"><div class="admonitionHeading_uVvU"><span class="admonitionIcon_HiR3"><svg viewBox="0 0 12 16"><path fill-rule="evenodd" d="M6.5 0C3.48 [^"]*"><\/path><\/svg><\/span>Custom<\/div><div class="admonitionContent_bl22">An admonition from JSX.<\/div><\/div>/,
    );
    // <details> written in MDX is the theme's Details.
    expect(html).toContain(
      '<details class="details_B4FW alert alert--info details_SZgV" data-collapsed="true"><summary>More</summary><div><div class="collapsibleContent_VYua"><p>Hidden details.</p></div></div></details>',
    );
  });
});

describe('code in MDX', () => {
  it("renders fenced code inside MDX as in Markdown: the theme's CodeBlock markup, made at build time", async () => {
    const html = await site.read('docs/install.html');
    expect(html).toMatch(
      /<div class="language-sh codeBlockContainer_ZGJx theme-code-block" style="--prism-color:#1f2328;--prism-background-color:#f6f8fa" data-docgen-static="\d+"><div class="codeBlockContent_kX1v"><pre tabindex="0" class="prism-code language-sh codeBlock_TAPP thin-scrollbar"/,
    );
  });

  it('renders <CodeBlock> as JSX highlighted at build time: title, numbered lines, tokens in the light theme, no buttons in the HTML', async () => {
    const html = await site.read('docs/query.html');
    expect(html).toContain(
      '<div class="language-ts codeBlockContainer_ZGJx theme-code-block" style="--prism-color:#1f2328;--prism-background-color:#f6f8fa"><div class="codeBlockTitle_L5qy">hello.ts</div>',
    );
    expect(html).toContain('<code class="codeBlockLines_AdAo codeBlockLinesWithNumbering_p5De" style="counter-reset:line-count 0">');
    expect(html).toContain(
      '<div class="token-line codeLine_DPDv" style="color:#1f2328"><span class="codeLineNumber_YxQB"></span><span class="codeLineContent_SOIp"><span class="token keyword" style="color:#cf222e">const</span>',
    );
    expect(html).not.toContain('buttonGroup_dke2');
  });
});

describe('MDX errors', () => {
  it('names file, line and column of an MDX syntax error', async () => {
    const other = await copyFixture('mdx');
    try {
      await other.write('docs/broken.mdx', '---\ntitle: Broken\n---\n\n# Broken\n\nText with an { unclosed expression.\n');
      const error = await other.buildError();
      expect(error.problems.map((problem) => problem.name)).toEqual(['MdxSyntax']);
      // MDX reports where it noticed the problem: the end of the unclosed expression on line 7.
      expect(error.problems[0]?.where).toBe('docs/broken.mdx:7:36');
      expect(formatProblem(error.problems[0]!)).toContain('a literal { or < must be escaped');
    } finally {
      await other.remove();
    }
  });

  it.each([
    [
      'duplicate values',
      '<Tabs><TabItem value="a">A</TabItem><TabItem value="a">B</TabItem></Tabs>',
      'Invalid <Tabs>: duplicate value "a". Every <TabItem> needs a unique value.',
    ],
    [
      'an unknown defaultValue',
      '<Tabs defaultValue="c"><TabItem value="a">A</TabItem><TabItem value="b">B</TabItem></Tabs>',
      'Invalid <Tabs>: defaultValue "c" matches no <TabItem>. Use one of: "a", "b".',
    ],
    ['a child that is not a TabItem', '<Tabs><div>Nope</div></Tabs>', 'Invalid <Tabs>: child <div> is not a <TabItem> with a value prop.'],
    ['queryString without groupId', '<Tabs queryString><TabItem value="a">A</TabItem></Tabs>', 'Invalid <Tabs>: queryString={true} needs a groupId'],
  ])('fails the build for Tabs with %s', async (_name, tabs, message) => {
    const other = await copyFixture('mdx');
    try {
      await other.write('docs/bad-tabs.mdx', `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Bad tabs\n\n${tabs}\n`);
      const error = await other.buildError();
      expect(error.problems.map((problem) => problem.where)).toEqual(['docs/bad-tabs.mdx']);
      expect(error.problems[0]?.name).toBe('RenderFailed');
      expect(error.problems[0]?.message).toContain(message);
    } finally {
      await other.remove();
    }
  });
});

describe('markdown.format', () => {
  it("'md' reads every .md file as Markdown (imports stay text), 'mdx' reads every file as MDX (as Markdown where MDX reads the same)", async () => {
    const other = await copyFixture('mdx');
    try {
      await other.edit('site.config.ts', (text) => text.replace('pages: false,', "pages: false,\n  markdown: { format: 'md' },"));
      await other.build();
      expect(await other.read('docs/install.html')).toContain('<p>import Tabs from &#x27;@theme/Tabs&#x27;;');
      expect(bootData(await other.read('docs/query.html')).mdx).toBe(true);
      await other.edit('site.config.ts', (text) => text.replace("format: 'md'", "format: 'mdx'"));
      await other.write('docs/expression.md', '# Expression\n\nTwo is {1 + 1}.\n');
      await other.build();
      // Read as MDX: the expression is evaluated.
      expect(await other.read('docs/expression.html')).toContain('Two is <!-- -->2');
      expect(bootData(await other.read('docs/expression.html')).mdx).toBe(true);
      // Theme components alone: MDX compiled to data.
      expect(bootData(await other.read('docs/install.html')).page.tree).toBeDefined();
      // Nothing in it MDX reads differently: compiled as Markdown, with no module in the bundle.
      expect(bootData(await other.read('docs/plain.html')).mdx).toBeUndefined();
      expect(await other.read('docs/plain.html')).toContain('<a class="" href="/docs/install#package-managers">install</a>');
    } finally {
      await other.remove();
    }
  });
});
