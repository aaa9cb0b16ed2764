// `docgen swizzle`: Docusaurus's `swizzle` for docgen's theme, which has the classic theme's
// components under their names. It lists them, or writes `src/theme/<Name>`, where the build takes
// a site's component over the theme's: a wrapper around `@theme-original/<Name>` (--wrap), or the
// component's own source to edit (--eject). An ejected file's imports that leave its folder are
// written as the site can import them: `@theme/<Other>` for another component, `docgen/runtime/...`
// for the rest of docgen's runtime (the bundle resolves `docgen/` to docgen's own folder). Without
// --typescript the source becomes JavaScript (types stripped, JSX kept), as Docusaurus writes it.
// Docusaurus asks what to do when a flag is missing; docgen has no prompt, and says what to run.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { transform } from 'esbuild';
import { componentsIn } from '../config/swizzled.js';
import { DocgenError, problems } from '../errors.js';
import { logger } from '../logger.js';
import { RUNTIME_DIR } from '../paths.js';
import { closest } from '../pipeline/bundle/missing-modules.js';

export interface SwizzleCommandOptions {
  list?: boolean;
  wrap?: boolean;
  eject?: boolean;
  typescript?: boolean;
  javascript?: boolean;
  danger?: boolean;
  config?: string;
}

/** The names Docusaurus gives the theme docgen's is: the classic theme's. */
const THEME_NAMES = new Set(['@docusaurus/theme-classic', 'docusaurus-theme-classic', 'theme-classic', 'classic']);
const THEME_DIR = join(RUNTIME_DIR, 'theme');

/** docgen's own parts of its theme, which have no Docusaurus name: not offered. */
const OWN = new Set([
  'App',
  'ContentTree',
  'CopyPage',
  'ErrorBoundary',
  'Head',
  'Link',
  'LoadReport',
  'MarkdownContent',
  'PageNotes',
  'PageTools',
  'SearchBar/DocSearchButton',
]);

/** The components a site can swizzle: name -> docgen's file. */
export function swizzlableComponents(): Map<string, string> {
  const all = componentsIn(THEME_DIR);
  return new Map([...all].filter(([name]) => !OWN.has(name) && name.split('/').every((part) => /^[A-Z]/.test(part))));
}

const fail = (reason: string) => new DocgenError([problems.swizzleFailed({ reason })]);

/** The wrapper Docusaurus writes: the original, with the props it was given. */
function wrapperSource({ name, typescript }: { name: string; typescript: boolean }): string {
  const component = (name.split('/').pop() ?? name).replace(/[^A-Za-z0-9_$]/g, '');
  const props = typescript ? `props: ComponentProps<typeof ${component}>` : 'props';
  return [
    typescript ? "import React, { type ComponentProps, type ReactNode } from 'react';" : "import React from 'react';",
    `import ${component} from '@theme-original/${name}';`,
    '',
    `export default function ${component}Wrapper(${props})${typescript ? ': ReactNode' : ''} {`,
    '  return (',
    '    <>',
    `      <${component} {...props} />`,
    '    </>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** An import of a file of docgen's runtime, as the site's copy of `from` must write it. */
function rewriteImport({ specifier, from, components }: { specifier: string; from: string; components: Map<string, string> }): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = resolve(dirname(from), specifier);
  if (dirname(target) === dirname(from)) return specifier;
  const withoutExtension = target.replace(/\.(js|tsx?|jsx)$/, '');
  for (const [name, file] of components) {
    if (file.replace(/\.(js|tsx?|jsx)$/, '') === withoutExtension || dirname(file) === withoutExtension) return `@theme/${name}`;
  }
  return `docgen/runtime/${relative(RUNTIME_DIR, target).split(sep).join('/')}`;
}

/** The component's own files: its folder's files (not the components below it), or its one file. */
async function ownFiles(file: string): Promise<string[]> {
  if (!basename(file).startsWith('index.')) return [file];
  const dir = dirname(file);
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name)).map((entry) => join(dir, entry.name));
}

async function eject({
  name,
  file,
  target,
  typescript,
  components,
}: {
  name: string;
  file: string;
  target: string;
  typescript: boolean;
  components: Map<string, string>;
}) {
  const written: string[] = [];
  for (const source of await ownFiles(file)) {
    let text = await readFile(source, 'utf8');
    text = text.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (_match, before: string, quote: string, specifier: string) => {
      return `${before}${quote}${rewriteImport({ specifier, from: source, components })}${quote}`;
    });
    const extension = extname(source);
    // A component of one file (`Name.tsx`) becomes the folder `Name/` with its index.
    let out = basename(file).startsWith('index.') ? join(target, basename(source)) : join(target, `index${extension}`);
    if (!typescript && (extension === '.tsx' || extension === '.ts')) {
      const result = await transform(text, { loader: extension === '.tsx' ? 'tsx' : 'ts', jsx: 'preserve', format: 'esm', target: 'es2022' });
      text = `// Ejected from docgen's ${name} (its types stripped).\n${result.code}`;
      out = out.replace(/\.tsx?$/, '.js');
    }
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, text);
    written.push(out);
  }
  return written;
}

export async function swizzleCommand({
  themeName,
  componentName,
  siteDir,
  options,
}: {
  themeName: string | undefined;
  componentName: string | undefined;
  siteDir: string;
  options: SwizzleCommandOptions;
}): Promise<void> {
  // `docgen swizzle Footer --wrap`: a first argument that is not a theme is the component.
  const short = themeName !== undefined && !THEME_NAMES.has(themeName) && !themeName.includes('theme');
  const name = short ? themeName : componentName;
  const site = resolve(short && componentName !== undefined ? componentName : siteDir);
  if (!short && themeName !== undefined && !THEME_NAMES.has(themeName)) {
    throw fail(
      `docgen swizzles the components of its own theme, Docusaurus's classic theme (@docusaurus/theme-classic), not ${themeName}'s. Copy a component of that theme into src/theme/ by hand.`,
    );
  }
  const components = swizzlableComponents();
  const names = [...components.keys()].sort();
  if (options.list || name === undefined) {
    process.stdout.write(`${names.join('\n')}\n`);
    if (!options.list) logger.info(`Pick one and run: docgen swizzle @docusaurus/theme-classic <Component> --wrap (or --eject)`);
    return;
  }
  const file = components.get(name);
  if (!file) {
    const close = closest(name, names);
    throw fail(
      `the theme has no component ${JSON.stringify(name)}.${
        close.length > 0
          ? ` Did you mean ${close
              .slice(0, 5)
              .map((n) => JSON.stringify(n))
              .join(', ')}?`
          : ''
      } docgen swizzle --list lists them.`,
    );
  }
  if (options.wrap === options.eject) throw fail('say how to swizzle: --wrap (a wrapper around the original) or --eject (its source to edit), one of the two.');
  const typescript = options.typescript === true && options.javascript !== true;
  const target = join(site, 'src', 'theme', ...name.split('/'));
  const single = join(site, 'src', 'theme', `${name}`);
  if (existsSync(target) || ['.js', '.jsx', '.ts', '.tsx'].some((extension) => existsSync(single + extension))) {
    throw fail(`src/theme/${name} is already there: the site swizzles ${name} already. Edit it, or delete it and swizzle again.`);
  }
  let written: string[];
  if (options.wrap) {
    const out = join(target, typescript ? 'index.tsx' : 'index.js');
    await mkdir(target, { recursive: true });
    await writeFile(out, wrapperSource({ name, typescript }));
    written = [out];
  } else {
    written = await eject({ name, file, target, typescript, components });
  }
  for (const out of written) logger.info(`Wrote ${relative(process.cwd(), out) || out}`);
  logger.info(
    options.wrap
      ? `${name} is wrapped: add what you need around the original in src/theme/${name}.`
      : `${name} is ejected: the site's copy replaces the theme's. Edit it in src/theme/${name}; it no longer follows docgen's updates.`,
  );
}
