// A Docusaurus blog built as it is: the routes Docusaurus gives it, what each page shows (posts,
// excerpts, authors, tags, pagination, the archive), its translation, its feeds, the sitemap and
// search, and clear errors for an unknown author or a bad date.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, snapshot } from './helpers/files.js';
import { copyFixture, fixtureCopies, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
  await site.build();
});
afterAll(() => site.remove());

/** The text of an HTML fragment, tags dropped and spaces collapsed; a heading's link to itself
 * (its text a zero-width space) is not read. */
const text = (html: string) =>
  html
    .replace(/<a [^>]*class="hash-link"[^>]*>\u200b<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('blog routes', () => {
  it('has the pages Docusaurus makes of the blog folder, in each locale', async () => {
    const html = (await listFiles(site.outDir)).filter((file) => /^(es\/)?blog\b.*\.html$/.test(file));
    const english = [
      'blog.html',
      'blog/2024/01/10/welcome.html',
      'blog/2024/02/20/mdx-tabs.html',
      'blog/2024/03/05/short-note.html',
      'blog/2024/03/06/hidden.html',
      'blog/archive.html',
      'blog/authors.html',
      'blog/authors/ana.html',
      'blog/custom-slug.html',
      'blog/page/2.html',
      'blog/tags.html',
      'blog/tags/hello-world.html',
      'blog/tags/hello.html',
      'blog/tags/releases.html',
    ];
    expect(html.sort()).toEqual([...english, ...english.map((file) => `es/${file}`)].sort());
    for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
      expect(existsSync(join(site.outDir, 'blog', feed))).toBe(true);
      expect(existsSync(join(site.outDir, 'es/blog', feed))).toBe(true);
    }
  });
});

describe('blog list pages', () => {
  it('lists listed posts newest first, postsPerPage to a page, with links between the pages', async () => {
    const first = main(await site.read('blog.html'));
    const second = main(await site.read('blog/page/2.html'));
    const titles = (html: string) => [...html.matchAll(/<h2 class="title_cIQJ"><a href="([^"]+)"/g)].map((match) => match[1]);
    expect(titles(first)).toEqual(['/blog/2024/03/05/short-note', '/blog/2024/02/20/mdx-tabs']);
    expect(titles(second)).toEqual(['/blog/2024/01/10/welcome', '/blog/custom-slug']);
    expect(first).toContain('href="/blog/page/2"');
    expect(text(first)).toContain('Older entries');
    expect(second).toContain('href="/blog"');
    expect(text(second)).toContain('Newer entries');
    // Unlisted: reachable, but in no list, sidebar, tag page or feed, and kept out of search engines.
    for (const file of ['blog.html', 'blog/page/2.html', 'blog/tags/hello.html', 'blog/archive.html', 'blog/rss.xml']) {
      expect(await site.read(file)).not.toContain('Hidden post');
    }
    expect(await site.read('blog/2024/03/06/hidden.html')).toContain('<meta name="robots" content="noindex');
  });

  it('shows each excerpt up to its truncate marker, Markdown and MDX, with "Read more" where there is more', async () => {
    const second = main(await site.read('blog/page/2.html'));
    expect(second).toContain('<p>This first paragraph is the excerpt that lists show, with a <a class="" href="/docs/intro">link to the docs</a>.</p>');
    expect(second).not.toContain('What comes next');
    expect(second).toContain('aria-label="Read more about Welcome to the blog"');
    const first = main(await site.read('blog.html'));
    expect(first).toContain('<p>An MDX post whose excerpt is <strong>plain Markdown</strong>.</p>');
    expect(first).not.toContain('Install with npm');
    // No marker: the whole post, and nothing more to read.
    expect(first).toContain('<p>A post without a truncate marker: lists show all of it.</p>');
    expect(first).not.toContain('aria-label="Read more about A short note"');
  });

  it('shows the blog title, dates, reading times, authors and tags', async () => {
    const page = await site.read('blog/page/2.html');
    expect(page).toMatch(/<title>Fixture blog \| Blog Fixture<\/title>/);
    expect(page).toContain('<meta name="description" content="News from the fixture team"');
    expect(page).toContain('<time dateTime="2024-01-10T00:00:00.000Z">January 10, 2024</time>');
    expect(page).toContain('<time dateTime="2023-12-01T10:00:00.000Z">December 1, 2023</time>');
    expect(text(main(page))).toContain('January 10, 2024 · One min read');
    expect(page).toContain('<img class="avatar__photo authorImage_dtYh" src="/img/ana.svg" alt="Ana Ruiz"');
    expect(page).toContain('href="/blog/authors/ana"');
    expect(page).toContain('href="mailto:bo@example.com"');
    // A tag of tags.yml has its description as the link's title.
    expect(page).toContain('<a rel="tag" title="What changed in each release" class="tag_qE9H tagRegular_aHXt" href="/blog/tags/releases">Release notes</a>');
  });

  it('has a sidebar of every listed post (blogSidebarCount ALL) under its title, by year', async () => {
    const page = await site.read('blog/2024/01/10/welcome.html');
    const sidebar = page.slice(page.indexOf('<aside'), page.indexOf('</aside>'));
    expect(text(sidebar)).toBe('All posts 2024 A short note Tabs in a post Welcome to the blog 2023 Dated in front matter');
    expect(sidebar).toContain('aria-current="page"');
  });
});

describe('a post page', () => {
  it('shows its title once, header, whole content, tags, edit link and the posts around it', async () => {
    const page = await site.read('blog/2024/01/10/welcome.html');
    const content = main(page);
    expect(content.match(/<h1/g)).toHaveLength(1);
    expect(content).toContain('<h1 class="title_cIQJ">Welcome to the blog</h1>');
    expect(page).toMatch(/<title>Welcome to the blog \| Blog Fixture<\/title>/);
    expect(text(content)).toContain('What comes next');
    expect(content).toContain('href="https://example.com/edit/blog/2024-01-10-welcome.md"');
    expect(hrefs(content.slice(content.indexOf('pagination-nav')))).toEqual(['/blog/2024/02/20/mdx-tabs', '/blog/custom-slug']);
    expect(text(content.slice(content.indexOf('pagination-nav')))).toContain('Newer post Tabs in a post');
    expect(page).toContain('class="table-of-contents__link toc-highlight"');
  });

  it('describes the post and the list in schema.org JSON-LD, as Docusaurus does', async () => {
    const ld = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    const post = ld(await site.read('blog/2024/01/10/welcome.html'));
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      '@id': 'https://blog.example.com/blog/2024/01/10/welcome',
      headline: 'Welcome to the blog',
      datePublished: '2024-01-10T00:00:00.000Z',
      author: [
        { '@type': 'Person', name: 'Ana Ruiz', url: 'https://example.com/ana' },
        { '@type': 'Person', name: 'Bo Chen', email: 'bo@example.com' },
      ],
      isPartOf: { '@type': 'Blog', '@id': 'https://blog.example.com/blog', name: 'Fixture blog' },
    });
    const list = ld(await site.read('blog/page/2.html'));
    expect(list).toMatchObject({ '@type': 'Blog', '@id': 'https://blog.example.com/blog/page/2', headline: 'Fixture blog' });
    expect((list.blogPost as { headline: string }[]).map((entry) => entry.headline)).toEqual(['Welcome to the blog', 'Dated in front matter']);
  });

  it("wraps each post in the site's swizzled BlogPostItem, which reads the post and the colour mode", async () => {
    const page = await site.read('blog/2024/01/10/welcome.html');
    expect(page).toContain('<p class="fixture-comments">Comments on <!-- -->Welcome to the blog<!-- --> (<!-- -->light<!-- -->)</p>');
    // In lists the wrapper adds nothing: it is told it is not on the post's page.
    expect(await site.read('blog.html')).not.toContain('fixture-comments');
  });

  it('renders an MDX post with the theme components', async () => {
    const page = await site.read('blog/2024/02/20/mdx-tabs.html');
    expect(page).toContain('Install with npm.');
    expect(page).toContain('role="tab"');
    expect(page).toContain('<meta name="description" content="A post written in MDX."');
  });
});

describe('tags, authors and archive pages', () => {
  it('lists every tag with its count, and each tag page its posts', async () => {
    const tags = main(await site.read('blog/tags.html'));
    expect(text(tags)).toBe('Tags H Hello 2 Hello World 1 R Release notes 2');
    const hello = await site.read('blog/tags/hello.html');
    expect(text(main(hello))).toContain('2 posts tagged with &quot;Hello&quot;');
    expect(hello).toContain('href="/blog/tags"');
    expect(text(main(await site.read('blog/tags/hello-world.html')))).toContain('One post tagged with &quot;Hello World&quot;');
    // tags.yml: the tag's own permalink and description.
    expect(text(main(await site.read('blog/tags/releases.html')))).toContain('What changed in each release');
  });

  it('has a page for the author with a page, and the archive by year', async () => {
    // Every author of the file who wrote a post, with their count; Ana has a page.
    expect(text(main(await site.read('blog/authors.html')))).toBe('Authors Ana Ruiz 1 Maintainer Bo Chen 2 Writer');
    const ana = text(main(await site.read('blog/authors/ana.html')));
    expect(ana).toContain('Ana Ruiz Maintainer View all authors');
    expect(await site.read('blog/authors/ana.html')).toMatch(/<title>Ana Ruiz - One post \| Blog Fixture<\/title>/);
    expect(ana).toContain('Welcome to the blog');
    // Years newest first, each year's posts oldest first, as the classic theme lists them.
    expect(text(main(await site.read('blog/archive.html')))).toBe(
      '2024 January 10 - Welcome to the blog February 20 - Tabs in a post March 5 - A short note 2023 December 1 - Dated in front matter',
    );
  });
});

describe('the blog in Spanish', () => {
  it('shows translated posts and options, and the original posts where there is no translation', async () => {
    const page = await site.read('es/blog/page/2.html');
    expect(page).toMatch(/<title>Blog de la fixture \| Blog Fixture<\/title>/);
    expect(text(main(page))).toContain('Bienvenidos al blog');
    expect(text(main(page))).toContain('10 de enero de 2024');
    expect(page).toContain('href="/es/blog/2024/01/10/welcome"');
    expect(text(page)).toContain('Todas las publicaciones');
    expect(text(main(page))).toContain('Etiquetas:');
    const untranslated = await site.read('es/blog/2024/03/05/short-note.html');
    expect(untranslated).toContain('lang="en"');
  });
});

describe('feeds, sitemap and search', () => {
  it('writes RSS, Atom and JSON feeds of the listed posts, with absolute links', async () => {
    const rss = await site.read('blog/rss.xml');
    expect([...rss.matchAll(/<item>/g)]).toHaveLength(4);
    expect(rss).toContain('<link>https://blog.example.com/blog/2024/01/10/welcome</link>');
    expect(rss).toContain('<copyright>Copyright Fixture</copyright>');
    expect(rss).toContain('href="https://blog.example.com/docs/intro"');
    expect(rss).toContain('<category>Release notes</category>');
    // Each post whole: a Markdown post's HTML, an MDX post's as its page renders it.
    expect(rss).toContain('<h2 class="anchor anchorTargetStickyNavbar_SAay" id="what-comes-next"');
    expect(rss).toContain('Install with Yarn.');
    expect(await site.read('blog/atom.xml')).toContain('<id>https://blog.example.com/blog/2024/03/05/short-note</id>');
    const json = JSON.parse(await site.read('blog/feed.json')) as { items: { url: string; title: string }[] };
    expect(json.items.map((item) => item.title)).toEqual(['A short note', 'Tabs in a post', 'Welcome to the blog', 'Dated in front matter']);
    expect(await site.read('es/blog/rss.xml')).toContain('<link>https://blog.example.com/es/blog/2024/01/10/welcome</link>');
  });

  it('puts the blog in the sitemap and its posts in the search index', async () => {
    const sitemap = await site.read('sitemap.xml');
    for (const path of ['/blog', '/blog/2024/01/10/welcome', '/blog/tags/hello', '/blog/archive'])
      expect(sitemap).toContain(`<loc>https://blog.example.com${path}</loc>`);
    expect(sitemap).not.toContain('hidden');
    expect(await site.read('blog/2024/01/10/welcome.html')).toContain('data-pagefind-body');
    expect(await site.read('blog.html')).not.toContain('data-pagefind-body');
  });

  it('builds the same bytes again from its cache', async () => {
    const before = await snapshot(site.outDir);
    await site.build();
    expect(await snapshot(site.outDir)).toEqual(before);
  });
});

describe("an author's page", () => {
  const copy = fixtureCopies();

  it('is at the key in kebab case, as Docusaurus serves it (a key with digits too)', async () => {
    const site = await copy('docusaurus-blog');
    await site.edit('blog/authors.yml', (text) => text.replace(/^ana:/m, 'ana2Docs:'));
    for (const post of ['blog/2024-01-10-welcome.md', 'i18n/es/docusaurus-plugin-content-blog/2024-01-10-welcome.md']) {
      await site.edit(post, (source) => source.replace('authors: [ana, bo]', 'authors: [ana2Docs, bo]'));
    }
    await site.build();
    expect(existsSync(join(site.outDir, 'blog', 'authors', 'ana-2-docs.html'))).toBe(true);
    expect(await site.read('blog/2024/01/10/welcome.html')).toContain('href="/blog/authors/ana-2-docs"');
  });
});

describe('blog errors', () => {
  const copy = fixtureCopies();

  it('names the post, line and authors file for an unknown author', async () => {
    const broken = await copy('docusaurus-blog');
    await broken.edit('blog/2024-03-05-short-note.md', (source) => source.replace('authors: bo', 'authors: nobody'));
    const error = await broken.buildError();
    expect(error.message).toContain('blog/2024-03-05-short-note.md:6');
    expect(error.message).toContain('author "nobody" is not in blog/authors.yml');
  });

  it('names the post and what to write for a date that is not one', async () => {
    const broken = await copy('docusaurus-blog');
    await broken.edit('blog/custom.md', (source) => source.replace('date: 2023-12-01T10:00:00Z', 'date: someday'));
    const error = await broken.buildError();
    expect(error.message).toContain('blog/custom.md:4');
    expect(error.message).toContain('"someday" is not a date');
  });

  it('names the file of front matter no YAML parser accepts', async () => {
    const broken = await copy('docusaurus-blog');
    await broken.edit('blog/custom.md', (source) => source.replace('tags: [hello]', 'tags: [hello'));
    const error = await broken.buildError();
    expect(error.message).toContain('blog/custom.md');
    expect(error.message).toContain('invalid YAML');
  });
});

describe('blog options', () => {
  const copy = fixtureCopies();

  it('reads only the posts include and exclude leave, with the blog reading time function and truncate marker', async () => {
    const custom = await copy('docusaurus-blog');
    await custom.edit('docusaurus.config.js', (source) =>
      source.replace(
        "blogSidebarTitle: 'All posts',",
        "blogSidebarTitle: 'All posts', exclude: ['**/custom.md'], readingTime: ({ content, defaultReadingTime }) => 10 * defaultReadingTime({ content }), truncateMarker: /<!-- more -->/,",
      ),
    );
    await custom.edit('blog/2024-03-05-short-note.md', (source) => `${source}\n<!-- more -->\n\nThe rest of the note.\n`);
    await custom.build();
    expect(existsSync(join(custom.outDir, 'blog/custom-slug.html'))).toBe(false);
    const list = main(await readFile(join(custom.outDir, 'blog.html'), 'utf8'));
    expect(list).not.toContain('The rest of the note.');
    expect(list).toContain('aria-label="Read more about A short note"');
    // 13 words at 200 a minute, times 10: 0.65 minutes, shown as 1; the welcome post's 40 words: 2.
    expect(text(list)).toContain('March 5, 2024 · One min read');
    expect(text(main(await readFile(join(custom.outDir, 'blog/2024/01/10/welcome.html'), 'utf8')))).toContain('January 10, 2024 · 2 min read');
  });

  it('leaves drafts out of a build, and reads hide_table_of_contents, toc levels, image and keywords of a post', async () => {
    const posts = await copy('docusaurus-blog');
    await posts.write('blog/2024-04-01-draft.md', '---\ntitle: A draft\ndraft: true\n---\n\nNot yet.\n');
    await posts.write(
      'blog/2024-04-02-shaped.md',
      '---\ntitle: Shaped\nhide_table_of_contents: true\nimage: /img/ana.svg\nkeywords: [shape, post]\n---\n\nIntro.\n\n<!-- truncate -->\n\n## Part\n\nText.\n',
    );
    await posts.write(
      'blog/2024-04-03-deep.md',
      '---\ntitle: Deep\ntoc_max_heading_level: 4\n---\n\nIntro.\n\n<!-- truncate -->\n\n## Part\n\n### Section\n\n#### Detail\n\nText.\n',
    );
    await posts.build();
    const read = (file: string) => readFile(join(posts.outDir, file), 'utf8');
    expect(existsSync(join(posts.outDir, 'blog/2024/04/01/draft.html'))).toBe(false);
    expect(await read('blog.html')).not.toContain('A draft');
    const shaped = await read('blog/2024/04/02/shaped.html');
    expect(shaped).not.toContain('class="table-of-contents__link');
    expect(shaped).toContain('<meta property="og:image" content="https://blog.example.com/img/ana.svg">');
    expect(shaped).toContain('<meta name="keywords" content="shape, post">');
    expect(await read('blog/2024/04/03/deep.html')).toContain('<a href="#detail" class="table-of-contents__link toc-highlight">');
    await posts.build({ includeDrafts: true });
    expect(existsSync(join(posts.outDir, 'blog/2024/04/01/draft.html'))).toBe(true);
  });

  it('under a base URL: the feeds beside the list page, and every link, root-absolute Markdown links too, with the base', async () => {
    const based = await copy('docusaurus-blog');
    await based.edit('docusaurus.config.js', (source) => source.replace("baseUrl: '/',", "baseUrl: '/site/',"));
    await based.build();
    const rss = await readFile(join(based.outDir, 'blog/rss.xml'), 'utf8');
    expect(rss).toContain('<link>https://blog.example.com/site/blog/2024/01/10/welcome</link>');
    expect(rss).toContain('href="https://blog.example.com/site/docs/intro"');
    const list = main(await readFile(join(based.outDir, 'blog/page/2.html'), 'utf8'));
    expect(list).toContain('<a class="" href="/site/docs/intro">link to the docs</a>');
    expect(list).toContain('href="/site/blog/2024/01/10/welcome"');
    expect(existsSync(join(based.outDir, 'es/blog/atom.xml'))).toBe(true);
  });

  it("fails on an inline tag, an inline author and a post without marker when the blog's checks throw", async () => {
    const strict = await copy('docusaurus-blog');
    await strict.edit('docusaurus.config.js', (source) =>
      source.replace(
        "blogSidebarTitle: 'All posts',",
        "blogSidebarTitle: 'All posts', onInlineTags: 'throw', onInlineAuthors: 'throw', onUntruncatedBlogPosts: 'throw',",
      ),
    );
    const error = await strict.buildError();
    expect(error.message).toContain('blog/2024-02-20-mdx-tabs/index.mdx:10: the tag "Hello World" is not in blog/tags.yml');
    expect(error.message).toContain('blog/2024-02-20-mdx-tabs/index.mdx:6: the author Guest Writer is written inline');
    expect(error.message).toContain('blog/2024-03-05-short-note.md: this post has no truncate marker');
    // Unlisted posts too, as Docusaurus checks them.
    expect(error.message).toContain('blog/2024-03-06-hidden.md: this post has no truncate marker');
  });
});
