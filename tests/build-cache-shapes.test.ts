// A warm build gives the bytes of a build from scratch on every shape of site the fixtures hold:
// a blog (its tag pages, tags index, feeds and list pages), docs versions, redirects, Sass and
// MDX partials, and a Docusaurus config site's docs, sidebars, pages and static files. Each
// test builds cold, makes one edit a writer makes, builds warm and compares; it also checks that
// the edit is in the output, so an edit that changed nothing cannot pass for one the cache followed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../cli/pipeline/build-site.js';
import { saturateCores, underLoad } from './helpers/cpu-load.js';
import { fixtureCopies, type FixtureSite } from './helpers/fixture.js';
import { withRedirects } from './helpers/redirects-fixture.js';
import { expectSameAsFresh } from './helpers/same-as-fresh.js';

const fixture = fixtureCopies();
saturateCores();

/** A copy of the fixture, built once from scratch (`prepare` runs before, for a site the fixture does not hold as it is). */
async function builtCopy(name: string, prepare?: (site: FixtureSite) => Promise<void>): Promise<FixtureSite> {
  const site = await fixture(name);
  await prepare?.(site);
  expect((await site.build()).cache).toBe('cold');
  return site;
}

/** After the edit: the warm build's output is a build from scratch's, it reused the cache, and it
 * rendered again the pages given, or every page for `'all'`. */
async function expectWarmSameAsFresh(site: FixtureSite, rendered: readonly string[] | 'all'): Promise<BuildResult> {
  const result = await expectSameAsFresh(site);
  expect(result.cache).toBe('warm');
  if (rendered === 'all') expect(result.rendered).toHaveLength(result.pages);
  else expect([...result.rendered].sort()).toEqual([...rendered].sort());
  return result;
}

/** The pages, and their Spanish ones. */
const inBothLocales = (pages: readonly string[]) => [...pages, ...pages.map((page) => `/es${page}`)];

/** The stylesheets a page links, joined. */
async function linkedCss(site: FixtureSite, page: string): Promise<string> {
  const html = await site.read(page);
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1] as string);
  return (await Promise.all(linked.map((file) => site.read(file)))).join('\n');
}

/** The text of a page's <main>, tags dropped and spaces collapsed. */
async function mainText(site: FixtureSite, page: string): Promise<string> {
  const html = await site.read(page);
  return html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe(`a blog, warm${underLoad}`, () => {
  it("follows a post's body edited: its page, the list pages and the feeds", async () => {
    const site = await builtCopy('docusaurus-blog');
    // A post without a truncate marker: the list pages show its whole body.
    await site.edit('blog/2024-03-05-short-note.md', (text) => `${text}\nA sentence added after the first build.\n`);
    // The post, and the pages that list it whole (the first list page, its tag's page), in each locale.
    await expectWarmSameAsFresh(site, inBothLocales(['/blog', '/blog/2024/03/05/short-note', '/blog/tags/releases']));
    for (const file of ['blog/2024/03/05/short-note.html', 'blog.html', 'blog/rss.xml', 'blog/atom.xml', 'es/blog/2024/03/05/short-note.html'])
      expect(await site.read(file), file).toContain('A sentence added after the first build.');
  });

  it("follows a tag added to a post's front matter: the tag's page, the tags index, the feeds and the list pages", async () => {
    const site = await builtCopy('docusaurus-blog');
    expect(await mainText(site, 'blog/tags.html')).toContain('Hello 2');
    await site.edit('blog/2024-03-05-short-note.md', (text) => text.replace('tags: [release]', 'tags: [release, hello]'));
    // Three posts tagged "Hello", two to a page: its tag pages have a second page.
    const tagged = ['/blog', '/blog/2024/03/05/short-note', '/blog/tags', '/blog/tags/hello', '/blog/tags/releases'];
    await expectWarmSameAsFresh(site, inBothLocales([...tagged, '/blog/tags/hello/page/2']));
    expect(await mainText(site, 'blog/tags.html')).toContain('Hello 3');
    expect(await site.read('blog/tags/hello.html')).toContain('href="/blog/2024/03/05/short-note"');
    expect(await site.read('blog/tags/hello/page/2.html')).toContain('href="/blog/tags/hello"');
    expect(await mainText(site, 'es/blog/tags.html')).toContain('Hello 3');
    const note = async () => /<item>(?:(?!<\/item>).)*short-note(?:(?!<\/item>).)*<\/item>/s.exec(await site.read('blog/rss.xml'))?.[0];
    expect(await note()).toContain('<category>Hello</category>');
    expect(await site.read('blog.html')).toContain('href="/blog/tags/hello"');
    // And taken off again, in a second warm build: the tag's second page goes.
    await site.edit('blog/2024-03-05-short-note.md', (text) => text.replace('tags: [release, hello]', 'tags: [release]'));
    await expectWarmSameAsFresh(site, inBothLocales(tagged));
    expect(await mainText(site, 'blog/tags.html')).toContain('Hello 2');
    expect(existsSync(join(site.outDir, 'blog/tags/hello/page/2.html'))).toBe(false);
    expect(await note()).not.toContain('<category>Hello</category>');
  });
});

describe(`docs versions, warm${underLoad}`, () => {
  it('follows a versioned doc edited', async () => {
    const site = await builtCopy('versions');
    await site.edit('versioned_docs/version-2.0/intro.md', (text) => text.replace('The current release.', 'The current release, edited.'));
    await expectWarmSameAsFresh(site, inBothLocales(['/docs/intro']));
    expect(await site.read('docs/intro.html')).toContain('The current release, edited.');
    expect(await site.read('docs/next/intro.html')).not.toContain('edited');
  });

  it('follows a doc of the current version edited', async () => {
    const site = await builtCopy('versions');
    await site.edit('docs/intro.md', (text) => text.replace('The upcoming release.', 'The upcoming release, edited.'));
    await expectWarmSameAsFresh(site, inBothLocales(['/docs/next/intro']));
    expect(await site.read('docs/next/intro.html')).toContain('The upcoming release, edited.');
    expect(await site.read('docs/intro.html')).not.toContain('edited');
  });

  it("follows a versioned doc of a Docusaurus site edited, and a current doc's title", async () => {
    const site = await builtCopy('docusaurus');
    await site.edit('versioned_docs/version-1.0/intro.md', (text) => `${text}\nA sentence added to version 1.0.\n`);
    await expectWarmSameAsFresh(site, inBothLocales(['/docs/intro']));
    expect(await site.read('docs/intro.html')).toContain('A sentence added to version 1.0.');
    // A new title shows in the sidebars and pagination of other pages too.
    await site.edit('docs/tutorial-basics/install.md', (text) => text.replace(/^# .*$/m, '# Install it'));
    const next = ['category/tutorial-basics', 'intro', 'tutorial-basics/create-a-page', 'tutorial-basics/install', 'tutorial-extras/manage-docs-versions'];
    await expectWarmSameAsFresh(site, inBothLocales(next.map((page) => `/docs/next/${page}`)));
    expect(await site.read('docs/next/tutorial-basics/create-a-page.html')).toContain('Install it');
  });
});

describe(`redirects, warm${underLoad}`, () => {
  it("follows a redirect target's page edited", async () => {
    const site = await builtCopy('docusaurus-config', withRedirects);
    await site.edit('docs/intro.md', (text) => `${text}\nA sentence added after the first build.\n`);
    // The Spanish introduction is a translation of its own.
    await expectWarmSameAsFresh(site, ['/docs/intro']);
    expect(await site.read('docs/intro.html')).toContain('A sentence added after the first build.');
    expect(await site.read('docs/start.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
  });

  it('follows a redirect rule changed in the config', async () => {
    const site = await builtCopy('docusaurus-config', withRedirects);
    expect(existsSync(join(site.outDir, 'docs/old-intro.html'))).toBe(true);
    await site.edit('docusaurus.config.js', (text) => text.replace("'/docs/old-intro'", "'/docs/older-intro'"));
    const result = await expectSameAsFresh(site);
    // The cache is keyed by the config: a changed config empties it, and the build runs from
    // scratch into the output the last build published, where the old rule's pages must go.
    expect(result.cache).toBe('cold');
    expect(await site.read('docs/older-intro.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(await site.read('es/docs/older-intro.html')).toContain('<meta http-equiv="refresh" content="0; url=/es/docs/intro">');
    expect(existsSync(join(site.outDir, 'docs/old-intro.html'))).toBe(false);
    expect(await site.read('_redirects')).toContain('/docs/older-intro /docs/intro 301');
  });
});

describe(`partials, warm${underLoad}`, () => {
  it('follows a Sass partial edited, which a stylesheet and a CSS module @use', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.edit('src/css/_palette.scss', (text) => text.replace('#7a1fa2', '#2a7f3f').replace('12px', '3px'));
    // Every page links the stylesheet, named by its content.
    await expectWarmSameAsFresh(site, 'all');
    const css = await linkedCss(site, 'index.html');
    expect(css).toMatch(/--fixture-sass-accent: ?#2a7f3f/);
    expect(css).toMatch(/_sassTitle\s*\{\s*letter-spacing: ?3px/);
  });

  it('follows an MDX partial edited: the page showing it, in each locale, and its Markdown copy', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.edit('docs/guides/_keys-note.mdx', (text) => text.replace('expire after a day', 'expire after an hour'));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    // The partial is compiled into the bundle, which is made again; which other pages render again with it is not the point here.
    expect(result.rendered).toEqual(expect.arrayContaining(['/docs/guides/setup', '/es/docs/guides/setup']));
    for (const file of ['docs/guides/setup.html', 'es/docs/guides/setup.html', 'docs/guides/setup.md', 'llms-full.txt'])
      expect(await site.read(file), file).toContain('expire after an hour');
  });
});

describe(`a Docusaurus config site, warm${underLoad}`, () => {
  it('follows a doc edited', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.edit('docs/guides/setup.md', (text) => text.replace('Ask `{{API_ORIGIN}}` for a key.', 'Ask `{{API_ORIGIN}}` for two keys.'));
    await expectWarmSameAsFresh(site, inBothLocales(['/docs/guides/setup']));
    expect(await site.read('docs/guides/setup.html')).toContain('for two keys.');
    expect(await site.read('es/docs/guides/setup.html')).toContain('for two keys.');
  });

  it('follows its sidebars file edited', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.edit('sidebars.js', (text) =>
      text.replace(
        "docs: [{ type: 'autogenerated', dirName: '.' }],",
        "docs: ['intro', { type: 'category', label: 'How-to guides', items: ['guides/setup'] }],",
      ),
    );
    // The pages of the docs sidebar; the community docs have their own.
    await expectWarmSameAsFresh(site, inBothLocales(['/docs/guides/setup', '/docs/intro']));
    expect(await site.read('docs/intro.html')).toContain('How-to guides');
    expect(await site.read('llms.txt')).toContain('## How-to guides');
  });

  it('follows a page of src/pages edited', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.edit('src/pages/head-demo.js', (text) => text.replace('<h1>Head demo</h1>', '<h1>Head demo, edited</h1>'));
    const result = await expectSameAsFresh(site);
    expect(result.cache).toBe('warm');
    // The page is part of the bundle, which is made again; which other pages render again with it is not the point here.
    expect(result.rendered).toEqual(expect.arrayContaining(['/head-demo', '/es/head-demo']));
    expect(await site.read('head-demo.html')).toContain('Head demo, edited</h1>');
    expect(await site.read('es/head-demo.html')).toContain('Head demo, edited</h1>');
  });

  it("follows a site's first doc tag: its tags pages, and the theme's code for them, which a site without tags leaves out", async () => {
    const site = await builtCopy('docusaurus-config');
    const tagPageCode = async () => {
      const html = await site.read('docs/intro.html');
      const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/js\/[^"]+\.js)"/g)].map((match) => match[1] as string);
      const js = await Promise.all(scripts.map((file) => site.read(file)));
      return js.some((code) => code.includes('theme.docs.tagDocListPageTitle'));
    };
    expect(existsSync(join(site.outDir, 'docs/tags.html'))).toBe(false);
    expect(await tagPageCode()).toBe(false);
    await site.edit('docs/intro.md', (text) => text.replace('sidebar_position: 1', 'sidebar_position: 1\ntags: [networks]'));
    // The bundle changes, so every page names new scripts and is rendered again.
    await expectWarmSameAsFresh(site, 'all');
    expect(await mainText(site, 'docs/tags.html')).toContain('networks');
    expect(await site.read('docs/tags/networks.html')).toContain('href="/docs/intro"');
    expect(await tagPageCode()).toBe(true);
  });

  it("follows a class a doc uses first: the theme's stylesheet keeps its rule, under a new name every page links", async () => {
    const site = await builtCopy('docusaurus-config');
    const stylesheet = async () => {
      const [href] = [...(await site.read('docs/intro.html')).matchAll(/<link rel="stylesheet" href="\/(assets\/js\/theme-[^"]+\.css)"/g)].map(
        (match) => match[1] as string,
      );
      expect(href).toBeDefined();
      return { href, css: await site.read(href as string) };
    };
    const before = await stylesheet();
    // Infima's rule for a class no page or component of the site uses is left out.
    expect(before.css).not.toContain('.badge--success');
    expect(before.css).toMatch(/\.navbar\{/);
    await site.edit('docs/intro.md', (text) => `${text}\n<span className="badge badge--success">New</span>\n`);
    await expectWarmSameAsFresh(site, 'all');
    const after = await stylesheet();
    expect(after.href).not.toBe(before.href);
    expect(after.css).toContain('.badge--success');
    expect(await site.read('docs/guides/setup.html')).toContain(`href="/${after.href}"`);
  });

  it('keeps the stylesheet when an edit brings no new class: only the edited page renders again', async () => {
    const site = await builtCopy('docusaurus-config');
    const linked = async () => /href="\/(assets\/js\/theme-[^"]+\.css)"/.exec(await site.read('docs/guides/setup.html'))?.[1];
    const before = await linked();
    await site.edit('docs/intro.md', (text) => `${text}\nOne more plain sentence.\n`);
    // The Spanish intro is a translation of its own.
    await expectWarmSameAsFresh(site, ['/docs/intro']);
    expect(await linked()).toBe(before);
  });

  it('follows a static file added', async () => {
    const site = await builtCopy('docusaurus-config');
    await site.write('static/img/added.txt', 'A file added after the first build.\n');
    // No page shows it: every page comes from the cache.
    await expectWarmSameAsFresh(site, []);
    expect(await site.read('img/added.txt')).toBe('A file added after the first build.\n');
  });
});
