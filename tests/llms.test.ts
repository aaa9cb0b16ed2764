// The Markdown copy of each page and llms.txt (config `llms`): what a copy keeps of an MDX page
// (every tab, code with its language, links as absolute URLs, no JSX), which pages get none, the
// index in sidebar order, and the link each page's head gives to its copy.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../cli/serve/static-server.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('mdx');
  await site.edit('site.config.ts', (text) => text.replace('pages: false,', "pages: false,\n  llms: { exclude: ['/docs/query'] },"));
  await site.write('docs/hidden.md', '---\nunlisted: true\n---\n\n# Hidden\n\nNot for the index.\n');
  await site.edit('docs/plain.md', (text) => `${text}\n## Set up {#setup-steps}\n\nSee [the steps](#setup-steps).\n`);
  // A partial (Docusaurus's `_` files) that the MDX page shows, with a link of its own.
  await site.write('docs/_shared-note.mdx', ':::tip\n\nShared with [the plain page](./plain.md).\n\n:::\n');
  await site.edit('docs/lazy-code.mdx', (text) =>
    text.replace(
      "import TabItem from '@theme/TabItem';\n",
      "import TabItem from '@theme/TabItem';\nimport SharedNote from './_shared-note.mdx';\n\n<SharedNote />\n",
    ),
  );
  await site.build();
});
afterAll(() => site.remove());

describe('the Markdown copy of a page', () => {
  it('keeps every tab of an MDX page, each with its label and code, and leaves no JSX or import', async () => {
    const copy = await site.read('docs/lazy-code.md');
    expect(copy.startsWith('# Lazy code tabs\n')).toBe(true);
    expect(copy).toContain("**JavaScript**\n\n```js\nconsole.log('from javascript');\n```");
    expect(copy).toContain("**Python**\n\n```py\nprint('from python')\n```");
    expect(copy).not.toMatch(/<\/?(Tabs|TabItem)\b|^import /m);
  });

  it('gives the front matter title and description first, and links as absolute site URLs', async () => {
    const copy = await site.read('docs/install.md');
    expect(copy.startsWith('# Install\n\n> Tabs in a .md file, as Docusaurus content writes them.\n\nPick your package manager.')).toBe(true);
    expect(copy).toContain('[plain page](https://mdx.example.com/docs/plain#section)');
    expect(copy).toContain('**Yarn**\n\nUse Yarn here.');
  });

  it("leaves out a heading's custom id, which the page keeps", async () => {
    expect(await site.read('docs/plain.md')).toContain('## Set up\n');
    expect(await site.read('docs/plain.html')).toMatch(/<h2 class="anchor anchorTargetStickyNavbar_SAay" id="setup-steps">/);
  });

  it('is named in the page head, and none is written for an unlisted or excluded page', async () => {
    const html = await site.read('docs/install.html');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/install.md">');
    expect(html).toContain('<a class="doc-copy__open" href="/docs/install.md" type="text/markdown">Open as Markdown</a>');
    expect(existsSync(join(site.outDir, 'docs/hidden.md'))).toBe(false);
    expect(existsSync(join(site.outDir, 'docs/query.md'))).toBe(false);
    expect(await site.read('docs/query.html')).not.toContain('type="text/markdown"');
  });
});

describe('a partial in the Markdown copy', () => {
  it('is what the partial says, where the page shows it, with its links resolved from its own folder', async () => {
    const copy = await site.read('docs/lazy-code.md');
    expect(copy).toContain('> **Tip:** Shared with [the plain page](https://mdx.example.com/docs/plain).\n\nEach tab holds');
    expect(await site.read('docs/lazy-code.html')).toContain('Shared with');
    expect(existsSync(join(site.outDir, 'docs/_shared-note.md'))).toBe(false);
  });

  it('changes when only the partial changed, in a warm build', async () => {
    await site.edit('docs/_shared-note.mdx', (text) => text.replace('Shared with', 'Also shared with'));
    await site.build();
    expect(await site.read('docs/lazy-code.md')).toContain('> **Tip:** Also shared with [the plain page]');
    expect(await site.read('llms-full.txt')).toContain('Also shared with');
  });
});

describe('llms.txt', () => {
  it('lists each page with a copy once, by its copy URL, under the site title', async () => {
    const index = await site.read('llms.txt');
    expect(index.startsWith('# MDX Fixture\n')).toBe(true);
    const links = [...index.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((match) => `${match[1]} ${match[2]}`);
    // In the order of the sidebar, which the docs folder makes by file name.
    expect(links).toEqual([
      'Install https://mdx.example.com/docs/install.md',
      'Lazy code tabs https://mdx.example.com/docs/lazy-code.md',
      'Plain page https://mdx.example.com/docs/plain.md',
    ]);
    expect(index).toContain('- [Install](https://mdx.example.com/docs/install.md): Tabs in a .md file, as Docusaurus content writes them.');
  });

  it('llms-full.txt holds every copy, in the index order', async () => {
    const copies = await Promise.all(['install', 'lazy-code', 'plain'].map(async (page) => (await site.read(`docs/${page}.md`)).trim()));
    expect(await site.read('llms-full.txt')).toBe(`${['# MDX Fixture', ...copies].join('\n\n---\n\n')}\n`);
  });

  it("stays whole after a warm build, and an edit rewrites the edited page's copy", async () => {
    const before = await site.read('docs/lazy-code.md');
    await site.edit('docs/install.md', (text) => text.replace('Pick your package manager.', 'Pick a package manager.'));
    await site.build();
    expect(await site.read('docs/lazy-code.md')).toBe(before);
    expect(await site.read('docs/install.md')).toContain('Pick a package manager.');
    expect(await site.read('llms-full.txt')).toContain('Pick a package manager.');
  });
});

describe('llms.txt of a site with sidebar categories', () => {
  it('lists the pages outside categories first, then a section per top-level category, in sidebar order; llms-full.txt holds the copies it lists', async () => {
    const versioned = await copyFixture('docusaurus');
    try {
      // After the Extras category (position 3): the sections follow the sidebar, not their labels.
      await versioned.edit('docs/tutorial-basics/_category_.json', (text) => text.replace('"position": 2', '"position": 4'));
      await versioned.build();
      const url = 'https://my-site.example.com';
      expect(await versioned.read('llms.txt')).toBe(
        [
          '# My Site',
          '',
          '> Dinosaurs are cool',
          '',
          // Each docs sidebar in turn: the current version's, version 1.0's, then the community docs'.
          `- [Tutorial Intro](${url}/docs/next/intro.md): Let's discover Docusaurus in less than 5 minutes.`,
          `- [Tutorial Intro (1.0)](${url}/docs/intro.md): The first release.`,
          `- [Support](${url}/community/support.md): Ask questions in the community.`,
          '',
          '## Tutorial - Extras',
          '',
          `- [Manage Docs Versions](${url}/docs/next/tutorial-extras/manage-docs-versions.md): Docusaurus can manage multiple versions of your docs.`,
          '',
          '## Tutorial - Basics',
          '',
          // No description: the link alone.
          // Its first line that says something (Docusaurus's default description) is inside an admonition.
          `- [Install](${url}/docs/next/tutorial-basics/install.md): Do not skip this step.`,
          `- [Create a Page](${url}/docs/next/tutorial-basics/create-a-page.md): Add Markdown or React files to src/pages to create a standalone page.`,
          '',
        ].join('\n'),
      );
      // The Spanish index: the translated title and category label, the locale's URLs, the same order.
      expect(await versioned.read('es/llms.txt')).toBe(
        [
          '# My Site',
          '',
          '> Dinosaurs are cool',
          '',
          `- [Introducción al tutorial](${url}/es/docs/next/intro.md): Descubre Docusaurus en menos de 5 minutos.`,
          `- [Tutorial Intro (1.0)](${url}/es/docs/intro.md): The first release.`,
          `- [Support](${url}/es/community/support.md): Ask questions in the community.`,
          '',
          '## Tutorial - Extras',
          '',
          `- [Manage Docs Versions](${url}/es/docs/next/tutorial-extras/manage-docs-versions.md): Docusaurus can manage multiple versions of your docs.`,
          '',
          '## Tutorial - Básico',
          '',
          // Its first line that says something (Docusaurus's default description) is inside an admonition.
          `- [Install](${url}/es/docs/next/tutorial-basics/install.md): Do not skip this step.`,
          `- [Create a Page](${url}/es/docs/next/tutorial-basics/create-a-page.md): Add Markdown or React files to src/pages to create a standalone page.`,
          '',
        ].join('\n'),
      );
      // llms-full.txt holds the copies in llms.txt's order: the pages outside categories of every
      // sidebar first, then each category's.
      const fullOrder = [
        'docs/next/intro.md',
        'docs/intro.md',
        'community/support.md',
        'docs/next/tutorial-extras/manage-docs-versions.md',
        'docs/next/tutorial-basics/install.md',
        'docs/next/tutorial-basics/create-a-page.md',
      ];
      for (const prefix of ['', 'es/']) {
        const listed = [...(await versioned.read(`${prefix}llms.txt`)).matchAll(/^- \[[^\]]+\]\(https:\/\/my-site\.example\.com\/([^)]+)\)/gm)];
        const files = fullOrder.map((file) => `${prefix}${file}`);
        expect(listed.map((match) => match[1])).toEqual(files);
        const copies = await Promise.all(files.map((file) => versioned.read(file)));
        expect(await versioned.read(`${prefix}llms-full.txt`)).toBe(
          `${['# My Site\n\n> Dinosaurs are cool', ...copies.map((copy) => copy.trim())].join('\n\n---\n\n')}\n`,
        );
      }
    } finally {
      await versioned.remove();
    }
  });
});

describe('docgen serve', () => {
  it('answers a page URL asked for as Markdown with its copy, and as HTML otherwise', async () => {
    const server = await startStaticServer({ root: site.outDir, port: 0, host: '127.0.0.1' });
    try {
      const markdown = await fetch(`${server.url}docs/install`, { headers: { Accept: 'text/markdown, text/html;q=0.5' } });
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(markdown.headers.get('vary')).toContain('Accept');
      expect(await markdown.text()).toBe(await site.read('docs/install.md'));
      const html = await fetch(`${server.url}docs/install`, { headers: { Accept: 'text/html' } });
      expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
      // A page without a copy is its HTML, whatever the request prefers.
      const excluded = await fetch(`${server.url}docs/query`, { headers: { Accept: 'text/markdown' } });
      expect(excluded.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await server.close();
    }
  });
});

describe('with `llms: false`', () => {
  it('writes no copy, no llms.txt, and shows no "Copy page"', async () => {
    const plain = await copyFixture('mdx');
    try {
      await plain.edit('site.config.ts', (text) => text.replace('pages: false,', 'pages: false,\n  llms: false,'));
      await plain.build();
      expect(existsSync(join(plain.outDir, 'docs/install.md'))).toBe(false);
      expect(existsSync(join(plain.outDir, 'llms.txt'))).toBe(false);
      const html = await plain.read('docs/install.html');
      expect(html).toContain('Pick your package manager.');
      expect(html).not.toContain('type="text/markdown"');
      expect(html).not.toContain('doc-copy');
    } finally {
      await plain.remove();
    }
  });
});

describe('a partial in a page compiled once for several locales', () => {
  it("gives each locale's copy the partial's links as that locale's URLs", async () => {
    const multi = await copyFixture('docusaurus-config');
    try {
      await multi.edit('docs/guides/_keys-note.mdx', (text) => `${text}\nSee [the introduction](../intro.md).\n`);
      await multi.build();
      expect(await multi.read('docs/guides/setup.md')).toContain('See [the introduction](https://fixture.example.com/docs/intro).');
      expect(await multi.read('es/docs/guides/setup.md')).toContain('See [the introduction](https://fixture.example.com/es/docs/intro).');
    } finally {
      await multi.remove();
    }
  });
});
