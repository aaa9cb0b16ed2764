// A Docusaurus site's own navbar item types: `{ type: 'custom-sparkle' }` renders with the
// component its swizzled @theme/NavbarItem/ComponentTypes registers, given the item's fields.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../cli/config/load-config.js';
import { validateConfig } from '../cli/config/validate-config.js';
import { DocgenError } from '../cli/errors.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('docusaurus-config');
  await mkdir(join(site.dir, 'src', 'theme', 'NavbarItem'), { recursive: true });
  await site.write(
    'src/theme/NavbarItem/ComponentTypes.js',
    [
      "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
      '',
      "function Sparkle({ label = 'Sparkle', position }) {",
      '  return <span className="fixture-sparkle" data-position={position}>✨ {label}</span>;',
      '}',
      '',
      "export default { ...ComponentTypes, 'custom-sparkle': Sparkle };",
      '',
    ].join('\n'),
  );
  // A wrapper of a type docgen has, swizzled under Docusaurus's name for it.
  await mkdir(join(site.dir, 'src', 'theme', 'NavbarItem', 'DefaultNavbarItem'), { recursive: true });
  await site.write(
    'src/theme/NavbarItem/DefaultNavbarItem/index.js',
    [
      "import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';",
      '',
      'export default function Wrapper(props) {',
      '  return <span className="fixture-item-wrapper"><DefaultNavbarItem {...props} /></span>;',
      '}',
      '',
    ].join('\n'),
  );
  // A link written relative to the site's base URL, as some sites write their navbar.
  await site.edit('docusaurus.config.js', (text) =>
    text.replace(
      "{ type: 'custom-sparkle', position: 'right' },",
      "{ type: 'custom-sparkle', position: 'right' },\n        { to: 'docs/guides/setup', label: 'Setup', position: 'left' },",
    ),
  );
  await site.build();
});
afterAll(() => site.remove());

describe('custom navbar item types', () => {
  it('renders the registered component with the item fields, in both locales', async () => {
    for (const page of ['index.html', 'es/docs/intro.html'])
      expect(await site.read(page)).toContain('<span class="fixture-sparkle" data-position="right">✨ <!-- -->Sparkle</span>');
    const config = await loadConfig({ siteDir: site.dir });
    expect(config.ignored.filter((key) => key.includes('custom-sparkle'))).toEqual([]);
  });

  it("wraps the theme's own item types with the site's swizzle of them, under Docusaurus's names", async () => {
    const github =
      '<span class="fixture-item-wrapper"><a href="https://github.com/example/fixture" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">GitHub</a></span>';
    expect(await site.read('docs/intro.html')).toContain(github);
    expect(await site.read('es/docs/intro.html')).toContain(github);
  });

  it('reads a `to` without a leading slash from the base URL, in the page locale, active on its page', async () => {
    expect(await site.read('docs/intro.html')).toContain('<a class="navbar__item navbar__link" href="/docs/guides/setup">Setup</a>');
    expect(await site.read('es/docs/intro.html')).toContain('<a class="navbar__item navbar__link" href="/es/docs/guides/setup">Setup</a>');
    expect(await site.read('docs/guides/setup.html')).toContain(
      '<a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/guides/setup">Setup</a>',
    );
  });

  it("accepts custom-<name> types in docgen's config and rejects others, naming the way to add one", () => {
    const navbar = (type: string) => ({ title: 'T', url: 'https://t.example', themeConfig: { navbar: { items: [{ type, position: 'left' }] } } });
    expect(validateConfig({ input: navbar('custom-stars') }).themeConfig.navbar.items[0]?.type).toBe('custom-stars');
    for (const type of ['sparkle', 'custom']) {
      let error: unknown;
      try {
        validateConfig({ input: navbar(type) });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DocgenError);
      expect((error as DocgenError).message).toContain(`navbar item type "${type}" has no renderer.`);
      expect((error as DocgenError).message).toContain('or a type of your own named custom-<name>');
    }
  });
});
