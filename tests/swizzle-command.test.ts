// `docgen swizzle`: the theme's components by their Docusaurus names, a wrapper around the
// original (--wrap) or the component's own source (--eject) written into src/theme/, each built
// into the site's pages. Ejected imports that leave the component's folder still resolve.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { swizzleCommand, swizzlableComponents } from '../cli/commands/swizzle.js';
import { DocgenError } from '../cli/errors.js';
import { fixtureCopies } from './helpers/fixture.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fixture = fixtureCopies();
const THEME = '@docusaurus/theme-classic';

const problemOf = async (run: Promise<unknown>) => {
  const error = await run.catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(DocgenError);
  return (error as DocgenError).problems[0]?.message ?? '';
};

describe('docgen swizzle', () => {
  it('offers the classic theme’s components by their Docusaurus names, none of docgen’s own parts', () => {
    const { theme } = JSON.parse(readFileSync(join(ROOT, 'tests/data/docusaurus-names.json'), 'utf8')) as { theme: string[] };
    const docusaurus = new Set(theme.map((name) => name.replace('@theme/', '')));
    const names = [...swizzlableComponents().keys()];
    expect(names).toEqual(expect.arrayContaining(['Footer', 'DocItem/Layout', 'Navbar', 'Details', 'Footer/Links']));
    // Root and Error are Docusaurus's too (its core's, not the classic theme's).
    expect(names.filter((name) => !docusaurus.has(name) && !['Root', 'Error'].includes(name))).toEqual([]);
  });

  it('lists them from the compiled bin, and wraps Footer as Docusaurus does, the wrapper built into every page', async () => {
    const site = await fixture('docusaurus');
    const docgen = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/docgen.js'), 'swizzle', ...args], { cwd: site.dir, encoding: 'utf8' });
    const listed = docgen(['--list']);
    expect(listed.status).toBe(0);
    expect(listed.stdout.split('\n')).toEqual(expect.arrayContaining(['Footer', 'Footer/Links', 'DocItem/Layout']));
    const wrapped = docgen([THEME, 'Footer', '--wrap']);
    expect(wrapped.status, wrapped.stderr).toBe(0);
    expect(wrapped.stderr).toContain('Wrote src/theme/Footer/index.js');
    const file = join(site.dir, 'src/theme/Footer/index.js');
    expect(await readFile(file, 'utf8')).toBe(
      [
        "import React from 'react';",
        "import Footer from '@theme-original/Footer';",
        '',
        'export default function FooterWrapper(props) {',
        '  return (',
        '    <>',
        '      <Footer {...props} />',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    await site.edit('src/theme/Footer/index.js', (text) => text.replace('</>', '  <p data-wrapped="yes">Around the footer</p>\n    </>'));
    await site.build();
    const page = await site.read('docs/intro.html');
    expect(page).toContain('<p data-wrapped="yes">Around the footer</p>');
  });

  it('ejects a component whose source imports outside its folder; the site’s copy builds and is the one used', async () => {
    const site = await fixture('docusaurus-look');
    await swizzleCommand({ themeName: 'Details', componentName: undefined, siteDir: site.dir, options: { eject: true } });
    const copy = await readFile(join(site.dir, 'src/theme/Details/index.js'), 'utf8');
    expect(copy).toContain('from "docgen/runtime/shared/details.js"');
    await site.edit('src/theme/Details/index.js', (text) => text.replace('return <DetailsGeneric', 'return <DetailsGeneric data-ejected="yes"'));
    await site.build();
    expect(await site.read('docs/next/writing/tabs-and-details.html')).toContain('data-ejected="yes"');
  });

  it('writes TypeScript with --typescript', async () => {
    const site = await fixture('docusaurus');
    await swizzleCommand({ themeName: THEME, componentName: 'Footer/Links', siteDir: site.dir, options: { eject: true, typescript: true } });
    const copy = await readFile(join(site.dir, 'src/theme/Footer/Links/index.tsx'), 'utf8');
    expect(copy).toContain("import type { FooterColumn, FooterLink } from 'docgen/runtime/shared/site-data.js';");
    await swizzleCommand({ themeName: 'Navbar', componentName: undefined, siteDir: site.dir, options: { wrap: true, typescript: true } });
    expect(await readFile(join(site.dir, 'src/theme/Navbar/index.tsx'), 'utf8')).toContain(
      'export default function NavbarWrapper(props: ComponentProps<typeof Navbar>): ReactNode {',
    );
    await site.build();
  });

  it('says what to do for a component already swizzled, an unknown one, both flags, or another theme', async () => {
    const site = await fixture('docusaurus');
    await swizzleCommand({ themeName: 'Footer', componentName: undefined, siteDir: site.dir, options: { wrap: true } });
    expect(await problemOf(swizzleCommand({ themeName: 'Footer', componentName: undefined, siteDir: site.dir, options: { eject: true } }))).toBe(
      'src/theme/Footer is already there: the site swizzles Footer already. Edit it, or delete it and swizzle again.',
    );
    expect(await problemOf(swizzleCommand({ themeName: 'Fotter', componentName: undefined, siteDir: site.dir, options: { wrap: true } }))).toContain(
      'the theme has no component "Fotter". Did you mean "Footer"?',
    );
    expect(
      await problemOf(swizzleCommand({ themeName: 'Navbar', componentName: undefined, siteDir: site.dir, options: { wrap: true, eject: true } })),
    ).toContain('say how to swizzle: --wrap');
    expect(
      await problemOf(swizzleCommand({ themeName: 'docusaurus-theme-openapi-docs', componentName: 'ApiItem', siteDir: site.dir, options: { wrap: true } })),
    ).toContain("docgen swizzles the components of its own theme, Docusaurus's classic theme (@docusaurus/theme-classic), not docusaurus-theme-openapi-docs's");
  });
});
