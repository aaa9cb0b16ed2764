// `docgen serve --watch` end to end, as a writer runs it: the compiled CLI in a child process on a
// copy of the basic fixture, its terminal output and the event stream open pages listen to. The
// tests run in order and each leaves the site as the next expects.
import { readFile, rm, unlink } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';
import { eventually, openEventStream, startDevProcess, type DevProcess, type EventStream } from './helpers/dev-server.js';

let site: FixtureSite;
let dev: DevProcess;
let events: EventStream;

const get = async (path: string) => {
  const response = await fetch(new URL(path, dev.url));
  return { status: response.status, body: await response.text(), headers: response.headers };
};
// The fixture saves as most editors do, to a temporary file renamed over the page: the server
// never reads half a file, so a test can assert exactly which pages one save rebuilt.
const save = (path: string, content: string) => site.write(path, content);
const edit = (path: string, change: (text: string) => string) => site.edit(path, change);
const sorted = (values: unknown) => [...(values as string[])].sort();
const changes = (href: string) => (data: Record<string, unknown>) => (data.changed as string[]).includes(href);
const problemNamed = (name: string) => (data: Record<string, unknown>) => (data.problems as { name: string }[]).some((problem) => problem.name === name);
const bodyOf = (path: string, expected: string) => eventually(async () => expect((await get(path)).body).toContain(expected));

beforeAll(async () => {
  site = await copyFixture('basic');
  // A draft: left out of `docgen build`, shown while writing.
  await site.write('docs/draft-note.md', '---\ntitle: Draft note\ndraft: true\n---\n\nNot published yet.\n');
  dev = await startDevProcess({ siteDir: site.dir });
  events = await openEventStream(dev.url);
  await events.next('ok');
});

afterAll(async () => {
  events?.close();
  await dev?.stop('SIGKILL');
  await site?.remove();
});

describe('serve --watch', () => {
  it('prints the URL after the first build, and nothing else', () => {
    expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const lines = dev.stdout().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^built \d+ pages in \d+(\.\d+)? m?s \(drafts included\)$/);
    expect(lines[1]).toBe(`serving ${dev.url} (watching for changes; Ctrl-C stops)`);
  });

  it('serves pages with the live reload script, which the files on disk do not have', async () => {
    const page = await get('/docs/intro');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module" src="/__docgen/live-reload.js"></script></body>');
    const onDisk = await readFile(join(site.dir, '.docgen-cache', 'serve', 'out', 'docs', 'intro.html'), 'utf8');
    expect(onDisk).toContain('<title>Introduction · Fixture</title>');
    expect(onDisk).not.toContain('__docgen/');
    const client = await get('/__docgen/live-reload.js');
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(client.body).toContain('EventSource');
  });

  it('shows drafts', async () => {
    const draft = await get('/docs/draft-note');
    expect(draft.status).toBe(200);
    expect(draft.body).toContain('Not published yet.');
  });

  it('a body edit rebuilds only that page (in each locale that shows it) and reloads its content', async () => {
    const mark = dev.stdout().length;
    await edit('docs/intro.md', (text) => `${text}\nA sentence added while the server runs.\n`);
    const rebuilt = await events.next('rebuilt', changes('/docs/intro'));
    expect(rebuilt.reload).toBe('content');
    // The Spanish locale shows the English intro (no translation), so it changes too.
    expect(sorted(rebuilt.changed)).toEqual(['/docs/intro', '/es/docs/intro']);
    await bodyOf('/docs/intro', 'A sentence added while the server runs.');
    expect(await dev.waitForLine(/^docs\/intro\.md: /, { from: mark })).toMatch(/^docs\/intro\.md: 2 pages rebuilt in \d+ ms$/);
  });

  it('a title change rebuilds the pages whose sidebar or pagination shows it, and no others', async () => {
    await edit('docs/01-guides/02-second.md', (text) => text.replace('sidebar_label: Second (short)', 'sidebar_label: Second renamed'));
    const rebuilt = await events.next('rebuilt', changes('/docs/guides/second'));
    const changed = sorted(rebuilt.changed);
    expect(changed).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guides/first', '/docs/guides/second', '/es/docs/intro']));
    expect(changed).not.toContain('/');
    expect(changed).not.toContain('/markdown-page');
    expect(changed).not.toContain('/docs-es/intro');
    // The guide's own sidebar shows the category open, and its pagination names the next page.
    await bodyOf('/docs/guides/first', '<a class="menu__link" tabindex="0" href="/docs/guides/second"><span class="linkLabel_PuAu">Second renamed</span></a>');
  });

  it('a broken front matter: error event and terminal message with file and line, old page still served, recovery on fix', async () => {
    const good = await readFile(join(site.dir, 'docs/intro.md'), 'utf8');
    const mark = dev.stdout().length;
    await save('docs/intro.md', good.replace('title: Introduction', 'title: [Introduction'));
    const failed = await events.next('failed', problemNamed('FrontMatterInvalid'));
    const [problem] = failed.problems as { where: string; message: string; name: string }[];
    expect(problem?.name).toBe('FrontMatterInvalid');
    expect(problem?.where).toMatch(/^docs\/intro\.md:\d+/);
    expect(await dev.waitForLine(/build failed/, { from: mark })).toMatch(
      /^(.*, )?docs\/intro\.md(, .*)?: the build failed in \d+ ms; still serving the last good pages$/,
    );
    await dev.waitForLine(/^ {2}docs\/intro\.md:\d+(:\d+)?: .*\[FrontMatterInvalid\]$/, { from: mark });

    const old = await get('/docs/intro');
    expect(old.status).toBe(200);
    expect(old.body).toContain('A sentence added while the server runs.');
    // A page opened while the site is broken hears about it at once.
    const late = await openEventStream(dev.url);
    expect(((await late.next('failed')).problems as unknown[]).length).toBe(1);
    late.close();

    await save('docs/intro.md', good.replace('A sentence added while the server runs.', 'Fixed and saved again.'));
    const rebuilt = await events.next('rebuilt', changes('/docs/intro'));
    expect(sorted(rebuilt.changed)).toEqual(['/docs/intro', '/es/docs/intro']);
    await bodyOf('/docs/intro', 'Fixed and saved again.');
  });

  it('a new MDX file with a syntax error: error event naming it; fixed, it is served', async () => {
    await save('docs/widget.mdx', '---\ntitle: Widget\n---\n\nSome text.\n\n<Note\n');
    const failed = await events.next('failed', problemNamed('MdxSyntax'));
    const [problem] = failed.problems as { where: string; name: string }[];
    expect(problem?.name).toBe('MdxSyntax');
    expect(problem?.where).toMatch(/^docs\/widget\.mdx:\d+/);
    expect((await get('/docs/widget')).status).toBe(404);

    await save('docs/widget.mdx', '---\ntitle: Widget\n---\n\nSome text.\n\n<details><summary>More</summary>Inside.</details>\n');
    await events.next('rebuilt', changes('/docs/widget'));
    await bodyOf('/docs/widget', 'Inside.');
  });

  it("an MDX page's static parts: an edit serves a new data chunk with the new code", async () => {
    const page = (name: string) =>
      `---\ntitle: Widget\n---\n\nSome *text*.\n\n\`\`\`js\nconst ${name} = 1;\n\`\`\`\n\n<details><summary>More</summary>Inside.</details>\n`;
    const fragmentsUrl = async () => (JSON.parse(/"fragments":(\{[^}]*\})/.exec((await get('/docs/widget')).body)?.[1] ?? '{}') as { url?: string }).url;
    await save('docs/widget.mdx', page('widgetAlpha'));
    await events.next('rebuilt', changes('/docs/widget'));
    await bodyOf('/docs/widget', 'widgetAlpha');
    const first = await fragmentsUrl();
    // A content tree: its static parts are in its page data chunk.
    expect(first).toMatch(/^\/assets\/data\/p-[a-z0-9]+\.js$/);
    expect((await get(first!)).body).toContain('widgetAlpha');
    await save('docs/widget.mdx', page('widgetBeta'));
    await events.next('rebuilt', changes('/docs/widget'));
    await bodyOf('/docs/widget', 'widgetBeta');
    const second = await fragmentsUrl();
    expect(second).not.toBe(first);
    expect((await get(second!)).body).toContain('widgetBeta');
  });

  it('an MDX page that gains an expression becomes a module, and data again once the expression is gone', async () => {
    await save('docs/widget.mdx', '---\ntitle: Widget\n---\n\nTwo is {1 + 1}.\n');
    await events.next('rebuilt', changes('/docs/widget'));
    await bodyOf('/docs/widget', 'Two is <!-- -->2');
    expect((await get('/docs/widget')).body).toContain('"mdx":true');
    await save('docs/widget.mdx', '---\ntitle: Widget\n---\n\nTwo is two.\n\n<details><summary>More</summary>Inside.</details>\n');
    await events.next('rebuilt', changes('/docs/widget'));
    await bodyOf('/docs/widget', 'Two is two.');
    const page = (await get('/docs/widget')).body;
    expect(page).toContain('"tree":["",0,');
    expect(page).not.toContain('"mdx":true');
  });

  it('a broken link is an error until the link is fixed', async () => {
    await edit('docs/01-guides/01-first.md', (text) => `${text}\nSee [nowhere](/docs/nowhere).\n`);
    const failed = await events.next('failed', problemNamed('BrokenLink'));
    const [problem] = failed.problems as { where: string; name: string; message: string }[];
    expect(problem?.name).toBe('BrokenLink');
    expect(problem?.where).toMatch(/^docs\/01-guides\/01-first\.md:\d+$/);
    expect(problem?.message).toContain('/docs/nowhere');
    await edit('docs/01-guides/01-first.md', (text) => text.replace('/docs/nowhere', '/docs/widget'));
    await events.next('rebuilt', changes('/docs/guides/first'));
  });

  it('a renamed heading breaks the links to its anchor from pages that did not change, until it is back', async () => {
    // The link check keeps the results of unchanged pages only while the anchors they point at stay.
    await edit('docs/01-guides/01-first.md', (text) => text.replace('## Setup steps', '## Setting up'));
    const failed = await events.next('failed', problemNamed('BrokenAnchor'));
    const problem = (failed.problems as { where: string; message: string }[]).find((candidate) => candidate.message.includes('#setup-steps'));
    expect(problem?.where).toMatch(/^docs\/intro\.md:\d+$/);
    await edit('docs/01-guides/01-first.md', (text) => text.replace('## Setting up', '## Setup steps'));
    // Back as it was before the failed rebuild, whose pages were never written: nothing to write now.
    await events.next('rebuilt');
  });

  it('a deleted file: its page is gone (404) and reported, and the pages showing it in their sidebar are rebuilt', async () => {
    await edit('docs/01-guides/01-first.md', (text) => text.replace('See [nowhere](/docs/widget).', ''));
    await events.next('rebuilt', changes('/docs/guides/first'));
    // In no sidebar, and a page of data (no module, no bundle to redo): the change is the page's alone.
    await unlink(join(site.dir, 'docs/widget.mdx'));
    await events.next('rebuilt', changes('/docs/widget'));
    await eventually(async () => expect((await get('/docs/widget')).status).toBe(404));
    expect(dev.stdout()).toContain('docs/widget.mdx (deleted): ');
    // A guide is in the sidebars of the docs that show the guides.
    await save('docs/01-guides/09-extra.md', '# Extra\n\nFor a while.\n');
    await events.next('rebuilt', (data) => changes('/docs/intro')(data) && changes('/docs/guides/extra')(data));
    await unlink(join(site.dir, 'docs/01-guides/09-extra.md'));
    await events.next('rebuilt', (data) => changes('/docs/intro')(data) && changes('/docs/guides/extra')(data));
    await eventually(async () => expect((await get('/docs/guides/extra')).status).toBe(404));
    await bodyOf('/docs/intro', 'Guides');
    expect((await get('/docs/intro')).body).not.toContain('/docs/guides/extra');
  });

  it('a sidebars change rebuilds the docs that show the sidebar', async () => {
    await edit('sidebars.ts', (text) =>
      text.replace("{ type: 'link', label: 'External', href: 'https://example.com' }", "{ type: 'link', label: 'Elsewhere', href: 'https://example.com' }"),
    );
    // Waits past any late event of the previous step (the deletion, a full reload).
    const rebuilt = await events.next('rebuilt', (data) => changes('/docs/intro')(data) && data.reload === 'content');
    expect(rebuilt.changed).not.toContain('/docs-es/intro');
    await bodyOf('/docs/intro', 'Elsewhere');
  });

  it('a React page edit bundles again (the page is a bundle input) and rebuilds that page', async () => {
    await edit('pages/index.tsx', (text) => text.replace('<h1>Fixture home</h1>', '<h1>Fixture home, edited</h1>'));
    const rebuilt = await events.next('rebuilt', changes('/'));
    expect(rebuilt.changed).toContain('/es/');
    await bodyOf('/', '<h1>Fixture home, edited</h1>');
  });

  it('an import of a theme component docgen lacks: error event and terminal message with the import, file and line; fixed, it is served', async () => {
    const good = await readFile(join(site.dir, 'pages/index.tsx'), 'utf8');
    const mark = dev.stdout().length;
    await save('pages/index.tsx', `import Playground from '@theme/Playground';\n${good.replace('</h1>', '</h1>\n<Playground />')}`);
    const failed = await events.next('failed', problemNamed('ThemeComponentMissing'));
    expect(failed.problems).toEqual([
      {
        name: 'ThemeComponentMissing',
        where: 'pages/index.tsx:1:24',
        message:
          '"@theme/Playground": docgen\'s theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo. To use it anyway, write it in the site as src/theme/Playground/index.js (or index.tsx), where docgen picks it up as Docusaurus picks up a swizzled component.',
      },
    ]);
    await dev.waitForLine(
      /^ {2}pages\/index\.tsx:1:24: "@theme\/Playground": docgen's theme has no component of that name: a Docusaurus theme component docgen does not have yet, or a typo\..*\[ThemeComponentMissing\]$/,
      {
        from: mark,
      },
    );
    expect((await get('/')).body).toContain('<h1>Fixture home, edited</h1>');

    await save('pages/index.tsx', good.replace('Fixture home, edited', 'Fixture home, fixed'));
    await events.next('rebuilt', changes('/'));
    await bodyOf('/', '<h1>Fixture home, fixed</h1>');
  });

  it('a config change rebuilds everything and asks pages for a full reload', async () => {
    await edit('site.config.ts', (text) => text.replace("title: 'Fixture',\n  tagline", "title: 'Fixture Renamed',\n  tagline"));
    await events.next('rebuilt', (data) => data.reload === 'full');
    await bodyOf('/docs/intro', '<title>Introduction · Fixture Renamed</title>');
  });

  it('a new static file is served; a deleted one is not', async () => {
    await save('static/notes.txt', 'plain notes\n');
    await events.next('rebuilt', (data) => data.reload === 'full');
    await eventually(async () => expect((await get('/notes.txt')).body).toBe('plain notes\n'));
    await rm(join(site.dir, 'static/notes.txt'));
    await events.next('rebuilt', (data) => data.reload === 'full');
    await eventually(async () => expect((await get('/notes.txt')).status).toBe(404));
  });

  it('Ctrl-C stops the server, the watcher and the process cleanly', async () => {
    const port = Number(new URL(dev.url).port);
    events.close();
    const ended = await dev.stop('SIGINT');
    expect(ended).toEqual({ code: 0, signal: null });
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.on('connect', () => (socket.destroy(), resolve(false)));
      socket.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(dev.stderr()).toBe('');
  });
});

describe('serve --watch when the first build fails', () => {
  it('still serves (a page that shows the problems), and builds once the file is fixed', async () => {
    const broken = await copyFixture('basic');
    const good = await readFile(join(broken.dir, 'docs/intro.md'), 'utf8');
    await broken.write('docs/intro.md', good.replace('title: Introduction', 'title: [Introduction'));
    const server = await startDevProcess({ siteDir: broken.dir });
    try {
      expect(server.stdout()).toMatch(
        /^first build: the build failed in \d+ ms; still serving the last good pages\n {2}docs\/intro\.md:\d+:.*\[FrontMatterInvalid\]\n/,
      );
      const stream = await openEventStream(server.url);
      expect(((await stream.next('failed')).problems as unknown[]).length).toBe(1);
      const placeholder = await fetch(new URL('/docs/intro', server.url));
      expect(placeholder.status).toBe(503);
      expect(await placeholder.text()).toContain('<script type="module" src="/__docgen/live-reload.js"></script>');

      await broken.write('docs/intro.md', good);
      await stream.next('rebuilt', (data) => data.reload === 'full');
      const page = await fetch(new URL('/docs/intro', server.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Introduction · Fixture</title>');
      stream.close();
    } finally {
      await server.stop('SIGINT');
      await broken.remove();
    }
  });
});
