// `docgen write-translations`: the JSON files translators fill in, with the keys and default
// messages Docusaurus's write-translations writes for the same site, merged with the files already
// there, and read back by the locale's build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writeTranslationsCommand, type WriteTranslationsCommandOptions } from '../cli/commands/write-translations.js';
import { DocgenError } from '../cli/errors.js';
import { ENGLISH } from '../runtime/i18n/ui-strings.js';
import es from '../runtime/i18n/es.json' with { type: 'json' };
import { fixtureCopies, type FixtureSite } from './helpers/fixture.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const copy = fixtureCopies();

type Translations = Record<string, { message: string; description?: string }>;

/** The docusaurus fixture with what Docusaurus's classic theme and plugins have texts for: a navbar
 * logo and dropdown, a footer, a blog, and a component of the site's own that marks texts. */
async function translatableSite(): Promise<FixtureSite> {
  const site = await copy('docusaurus');
  await site.edit('site.config.ts', (text) =>
    text
      .replace('  pages: false,', "  pages: false,\n  blog: [{ blogTitle: 'News', blogDescription: 'What is new' }],")
      .replace(
        "      title: 'My Site',\n      items: [",
        "      title: 'My Site',\n      logo: { alt: 'My Logo', src: 'img/favicon.svg' },\n      items: [\n        { type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }, { label: 'GitHub', href: 'https://github.com' }] },",
      )
      .replace(
        '    },\n  },\n});',
        `    },
    footer: {
      logo: { alt: 'Footer Logo', src: 'img/favicon.svg' },
      links: [
        { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
        { title: 'Community', items: [{ label: 'Stack Overflow', href: 'https://stackoverflow.com' }, { label: 'GitHub', href: 'https://github.com' }] },
      ],
      copyright: 'Copyright © My Site',
    },
  },
});`,
      ),
  );
  await put(site, 'blog/2024-01-01-hello.md', '---\ntitle: Hello\n---\nHi\n');
  await put(
    site,
    'src/components/Greeting.tsx',
    `import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';

export default function Greeting({ name }: { name: string }): React.JSX.Element {
  const title: string = translate({ id: 'greeting.title', message: 'Welcome', description: 'The greeting title' });
  const computed = translate({ id: name, message: 'Left out' });
  return (
    <div title={title + computed}>
      <Translate id="greeting.tagline" description="The tagline">
        Dinosaurs   are cool
      </Translate>
      <Translate>No id here</Translate>
    </div>
  );
}
`,
  );
  return site;
}

/** Writes a file of the site, in a folder it may not have yet. */
async function put(site: FixtureSite, path: string, text: string): Promise<void> {
  await mkdir(dirname(join(site.dir, path)), { recursive: true });
  await site.write(path, text);
}

const run = (site: FixtureSite, options: WriteTranslationsCommandOptions = { locale: 'es' }) => writeTranslationsCommand({ siteDir: site.dir, options });
const read = async (site: FixtureSite, path: string) => JSON.parse(await readFile(join(site.dir, 'i18n', path), 'utf8')) as Translations;
const messages = (translations: Translations) => Object.fromEntries(Object.entries(translations).map(([key, { message }]) => [key, message]));
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

describe('docgen write-translations', () => {
  it("writes the files Docusaurus writes for the site, with its keys, in its order, and the locale's default messages", async () => {
    const site = await translatableSite();
    await run(site);

    expect(filesIn(join(site.dir, 'i18n', 'es')).filter((file) => !file.includes('/current/'))).toEqual([
      'code.json',
      'docusaurus-plugin-content-blog/options.json',
      'docusaurus-plugin-content-docs-community/current.json',
      'docusaurus-plugin-content-docs/current.json',
      'docusaurus-plugin-content-docs/version-1.0.json',
      'docusaurus-theme-classic/footer.json',
      'docusaurus-theme-classic/navbar.json',
    ]);
    const navbar = await read(site, 'es/docusaurus-theme-classic/navbar.json');
    // Top-level items first, then the dropdown's: Docusaurus's order. Items without a label have no key.
    expect(Object.keys(navbar)).toEqual([
      'title',
      'logo.alt',
      'item.label.More',
      'item.label.Tutorial',
      'item.label.Community',
      'item.label.Blog',
      'item.label.GitHub',
    ]);
    expect(messages(navbar)).toEqual({
      title: 'My Site',
      'logo.alt': 'My Logo',
      'item.label.More': 'More',
      'item.label.Tutorial': 'Tutorial',
      'item.label.Community': 'Community',
      'item.label.Blog': 'Blog',
      'item.label.GitHub': 'GitHub',
    });
    expect(navbar['item.label.More']?.description).toBe('Label of the navbar item labelled "More"');

    const footer = await read(site, 'es/docusaurus-theme-classic/footer.json');
    expect(Object.keys(footer)).toEqual([
      'link.title.Docs',
      'link.title.Community',
      'link.item.label.Tutorial',
      'link.item.label.Stack Overflow',
      'link.item.label.GitHub',
      'copyright',
      'logo.alt',
    ]);
    expect(messages(footer)).toMatchObject({ 'link.item.label.Stack Overflow': 'Stack Overflow', copyright: 'Copyright © My Site', 'logo.alt': 'Footer Logo' });
    expect(footer['link.item.label.Stack Overflow']?.description).toBe('Label of the footer link "Stack Overflow" to https://stackoverflow.com');

    // The fixture's translated category label stays first; the keys it lacked follow, in Docusaurus's order.
    const docs = await read(site, 'es/docusaurus-plugin-content-docs/current.json');
    expect(Object.keys(docs)).toEqual([
      'sidebar.tutorialSidebar.category.Tutorial - Basics',
      'version.label',
      'sidebar.tutorialSidebar.category.Tutorial - Basics.link.generated-index.description',
      'sidebar.tutorialSidebar.category.Tutorial - Extras',
    ]);
    expect(messages(docs)).toEqual({
      'sidebar.tutorialSidebar.category.Tutorial - Basics': 'Tutorial - Básico',
      'version.label': 'Next',
      'sidebar.tutorialSidebar.category.Tutorial - Basics.link.generated-index.description': '5 minutes to learn the most important Docusaurus concepts.',
      'sidebar.tutorialSidebar.category.Tutorial - Extras': 'Tutorial - Extras',
    });
    expect(messages(await read(site, 'es/docusaurus-plugin-content-docs/version-1.0.json'))).toEqual({ 'version.label': '1.0' });
    expect(messages(await read(site, 'es/docusaurus-plugin-content-docs-community/current.json'))).toEqual({ 'version.label': 'Next' });

    // No blogSidebarTitle: the theme's own heading in Spanish, which the es build shows today.
    expect(messages(await read(site, 'es/docusaurus-plugin-content-blog/options.json'))).toEqual({
      title: 'News',
      description: 'What is new',
      'sidebar.title': es['docgen.blog.recentPosts'],
    });

    const code = await read(site, 'es/code.json');
    const visitorKeys = Object.keys(ENGLISH).filter((key) => !key.startsWith('devServer.'));
    // The site's own texts first (the computed id is left out), then every theme string visitors see.
    expect(Object.keys(code)).toEqual(['greeting.title', 'greeting.tagline', 'No id here', ...visitorKeys]);
    expect(code['greeting.title']).toEqual({ message: 'Welcome', description: 'The greeting title' });
    expect(code['greeting.tagline']).toEqual({ message: 'Dinosaurs are cool', description: 'The tagline' });
    expect(code['No id here']).toEqual({ message: 'No id here' });
    expect(code['theme.NotFound.title']).toEqual({ message: es['theme.NotFound.title'] });
    expect(code['docgen.search.placeholder']).toEqual({ message: es['docgen.search.placeholder'] });
    expect(Object.keys(code).filter((key) => key.startsWith('devServer.'))).toEqual([]);
  });

  it("lists a sidebar's categories (with their generated-index title and description), links and labelled docs, as Docusaurus does", async () => {
    const site = await copy('docusaurus');
    await site.write(
      'sidebars.js',
      `module.exports = {
  tutorialSidebar: [
    { type: 'doc', id: 'intro', label: 'Start here' },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', title: 'All guides', description: 'Every guide' },
      items: [{ type: 'autogenerated', dirName: 'tutorial-basics' }, { type: 'link', label: 'Website', href: 'https://example.com' }],
    },
    { type: 'category', label: 'Extras', key: 'extras-key', items: ['tutorial-extras/manage-docs-versions'] },
    { type: 'category', label: 'Empty', link: { type: 'generated-index' }, items: [] },
  ],
  other: ['intro', { type: 'link', label: 'Website', href: 'https://example.com' }],
};
`,
    );
    await rm(join(site.dir, 'i18n/es/docusaurus-plugin-content-docs/current.json'));
    await run(site);
    const docs = await read(site, 'es/docusaurus-plugin-content-docs/current.json');
    // An empty category is not shown, so it has nothing to translate; a doc's own title is translated with the doc.
    expect(messages(docs)).toEqual({
      'version.label': 'Next',
      'sidebar.tutorialSidebar.category.Guides': 'Guides',
      'sidebar.tutorialSidebar.category.Guides.link.generated-index.title': 'All guides',
      'sidebar.tutorialSidebar.category.Guides.link.generated-index.description': 'Every guide',
      'sidebar.tutorialSidebar.category.extras-key': 'Extras',
      'sidebar.tutorialSidebar.link.Website': 'Website',
      'sidebar.tutorialSidebar.doc.Start here': 'Start here',
      'sidebar.other.link.Website': 'Website',
    });
    expect(Object.keys(docs)).toEqual(Object.keys(messages(docs)));
    expect(docs['sidebar.tutorialSidebar.link.Website']?.description).toBe('Label of the link "Website" to https://example.com in sidebar "tutorialSidebar"');
  });

  it('writes the default locale without --locale, in English', async () => {
    const site = await copy('docusaurus');
    await run(site, {});
    const code = await read(site, 'en/code.json');
    expect(code['theme.NotFound.title']).toEqual({ message: ENGLISH['theme.NotFound.title'] });
    expect(messages(await read(site, 'en/docusaurus-theme-classic/navbar.json'))).toEqual({
      title: 'My Site',
      'item.label.Tutorial': 'Tutorial',
      'item.label.Community': 'Community',
    });
    // No footer, no blog: no empty files for them.
    expect(existsSync(join(site.dir, 'i18n/en/docusaurus-theme-classic/footer.json'))).toBe(false);
    expect(existsSync(join(site.dir, 'i18n/en/docusaurus-plugin-content-blog'))).toBe(false);
  });

  it('keeps the messages a translator wrote on a second run and adds the missing keys; --messagePrefix marks only the new ones', async () => {
    const site = await copy('docusaurus');
    await run(site);
    const file = join(site.dir, 'i18n/es/docusaurus-theme-classic/navbar.json');
    const translated = await read(site, 'es/docusaurus-theme-classic/navbar.json');
    translated['item.label.Tutorial'] = { message: 'Tutoría', description: 'Mine' };
    delete translated['item.label.Community'];
    translated['item.label.Old'] = { message: 'Viejo' };
    await writeFile(file, JSON.stringify(translated, null, 2));

    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await run(site, { locale: 'es', messagePrefix: '[es] ' });
      expect(stderr.mock.calls.map(([text]) => String(text))).toContainEqual(
        expect.stringMatching(
          /^warning .*navbar\.json: kept 1 key docgen does not write for this site: item\.label\.Old\. Delete what nothing uses any more\.\n$/,
        ),
      );
    } finally {
      stderr.mockRestore();
    }
    const merged = await read(site, 'es/docusaurus-theme-classic/navbar.json');
    // Existing keys keep their place and message; a key the site no longer writes stays; the missing one comes last.
    expect(Object.keys(merged)).toEqual(['title', 'item.label.Tutorial', 'item.label.Old', 'item.label.Community']);
    expect(messages(merged)).toEqual({
      title: 'My Site',
      'item.label.Tutorial': 'Tutoría',
      'item.label.Old': 'Viejo',
      'item.label.Community': '[es] Community',
    });
    expect(merged['item.label.Tutorial']?.description).toBe('Label of the navbar item labelled "Tutorial"');
    // The fixture's translated sidebar label survives too; the new keys are prefixed.
    expect(messages(await read(site, 'es/docusaurus-plugin-content-docs/current.json'))).toMatchObject({
      'sidebar.tutorialSidebar.category.Tutorial - Basics': 'Tutorial - Básico',
      'version.label': 'Next',
    });
  });

  it('--override replaces the messages by the defaults, prefixed with --messagePrefix', async () => {
    const site = await copy('docusaurus');
    await run(site, { locale: 'es', override: true });
    expect(messages(await read(site, 'es/docusaurus-plugin-content-docs/current.json'))).toMatchObject({
      'sidebar.tutorialSidebar.category.Tutorial - Basics': 'Tutorial - Basics',
    });
    await run(site, { locale: 'es', override: true, messagePrefix: '(todo) ' });
    expect(messages(await read(site, 'es/docusaurus-theme-classic/navbar.json'))).toEqual({
      title: '(todo) My Site',
      'item.label.Tutorial': '(todo) Tutorial',
      'item.label.Community': '(todo) Community',
    });
    expect((await read(site, 'es/code.json'))['theme.NotFound.title']?.message).toBe(`(todo) ${es['theme.NotFound.title']}`);
  });

  it('the es build shows a navbar label and a theme string translated in the files it wrote', async () => {
    const site = await copy('docusaurus');
    await run(site);
    const file = join(site.dir, 'i18n/es/docusaurus-theme-classic/navbar.json');
    const navbar = await read(site, 'es/docusaurus-theme-classic/navbar.json');
    navbar['item.label.Tutorial'] = { message: 'Guía' };
    await writeFile(file, JSON.stringify(navbar, null, 2));
    const code = await read(site, 'es/code.json');
    code['theme.docs.paginator.next'] = { message: 'Adelante' };
    await writeFile(join(site.dir, 'i18n/es/code.json'), JSON.stringify(code, null, 2));
    await site.build({ locale: 'es', workers: 0 });
    const page = await site.read('es/docs/intro.html');
    expect(page).toMatch(/class="navbar__item navbar__link[^"]*"[^>]*>Guía</);
    expect(page).toContain('"theme.docs.paginator.next":"Adelante"');
  });

  it('stops with what to do on a locale the site does not have, or a translation file that is not in the shape', async () => {
    const site = await copy('docusaurus');
    await expect(run(site, { locale: 'fr' })).rejects.toThrow(/locale "fr" is not in i18n.locales. Use one of: "en", "es"/);
    await put(site, 'i18n/es/docusaurus-theme-classic/navbar.json', '{ "title": "not an object" }');
    const error = await run(site).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).problems).toEqual([
      expect.objectContaining({
        name: 'TranslationsInvalid',
        where: 'i18n/es/docusaurus-theme-classic/navbar.json',
        message: expect.stringContaining('"title" has no string "message"'),
      }),
    ]);
  });

  describe('through the compiled bin', () => {
    beforeAll(() => {
      // The bin runs dist/, compiled from the current sources.
      expect(spawnSync(process.execPath, ['bin/compile.js'], { cwd: root }).status).toBe(0);
    });

    it('writes the files for --locale es and says how many translations each holds', async () => {
      const site = await translatableSite();
      const result = spawnSync(process.execPath, [join(root, 'bin/docgen.js'), 'write-translations', site.dir, '--locale', 'es'], {
        cwd: site.dir,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      });
      expect(result.status).toBe(0);
      const lines = result.stderr.split('\n').filter((line) => line.startsWith('Wrote'));
      const codeCount = 3 + Object.keys(ENGLISH).filter((key) => !key.startsWith('devServer.')).length;
      expect(lines).toEqual([
        `Wrote ${codeCount} translations to i18n/es/code.json.`,
        'Wrote 7 translations to i18n/es/docusaurus-theme-classic/navbar.json.',
        'Wrote 7 translations to i18n/es/docusaurus-theme-classic/footer.json.',
        'Wrote 4 translations to i18n/es/docusaurus-plugin-content-docs/current.json (3 new).',
        'Wrote 1 translation to i18n/es/docusaurus-plugin-content-docs/version-1.0.json.',
        'Wrote 1 translation to i18n/es/docusaurus-plugin-content-docs-community/current.json.',
        'Wrote 3 translations to i18n/es/docusaurus-plugin-content-blog/options.json.',
      ]);
      // The text with a computed id is named, not silently dropped.
      expect(result.stderr).toContain('warning src/components/Greeting.tsx: translate({ id: name, message: "Left out" }) is left out of code.json');
      expect(JSON.parse(readFileSync(join(site.dir, 'i18n/es/docusaurus-theme-classic/footer.json'), 'utf8'))).toMatchObject({
        copyright: { message: 'Copyright © My Site' },
      });
    });
  });
});
