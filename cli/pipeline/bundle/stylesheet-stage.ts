// The stylesheet stage: the client entry's stylesheet with the theme's part trimmed to what the
// client code and the pages' content can use (trim-css.ts), media queries last (as Docusaurus's
// minifier leaves them), written under a name made of its content. It waits for every page to be
// compiled (their tag and class names are its input), and runs again only when the stylesheet,
// the client code or the set of names changed: an edit that brings no new class keeps it, and
// keeps every page's HTML, which names it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentHash, inputKey } from '../../hash.js';
import { task } from '../../logger.js';
import type { CompiledPage } from '../compile/compile-types.js';
import type { Output } from '../output/output.js';
import type { BundleResult } from './bundle.js';
import { sortedMediaQueries } from './sort-media-queries.js';
import { trimThemeCss } from './trim-css.js';

/** The written stylesheet, and the key of what it was made from. */
export interface StylesheetEntry {
  readonly key: string;
  readonly file: string;
  readonly url: string;
}

/** What the stylesheet stage reads from the passes before: the client entry's stylesheet. */
export interface StylesheetMemo {
  readonly stylesheet: ReadonlyMap<string, StylesheetEntry>;
}

const ENTRY = 'entry';

export async function stylesheetStage({
  bundled,
  compiled,
  output,
  stored,
}: {
  bundled: BundleResult;
  /** Locale -> route path -> compiled page. */
  compiled: ReadonlyMap<string, ReadonlyMap<string, CompiledPage>>;
  output: Output;
  stored?: StylesheetMemo;
}): Promise<{ bundled: BundleResult; entry?: StylesheetEntry; kept: boolean }> {
  const { stylesheet } = bundled;
  if (!stylesheet) return { bundled, kept: true };
  const names = new Set<string>();
  for (const pages of compiled.values()) for (const page of pages.values()) for (const name of page.classNames) names.add(name);
  const contentNames = [...names].sort();
  // The bundle's files are named by their content: their names stand for the code.
  const scripts = bundled.files.filter((file) => file.endsWith('.js')).sort();
  const key = inputKey(
    contentHash(stylesheet.text),
    scripts.map((file) => file.slice(output.dir.length)),
    contentNames,
  );
  let entry = stored?.stylesheet.get(ENTRY);
  const kept = entry?.key === key;
  if (entry && kept) output.add([entry.file]);
  else {
    const css = await task('stylesheet', async () =>
      sortedMediaQueries(await trimThemeCss({ css: stylesheet.text, scripts: scripts.map((file) => readFileSync(file, 'utf8')), contentNames })),
    );
    // Beside the bundle's files, named like its chunks.
    const name = `theme-${contentHash(css)}.css`;
    entry = { key, file: output.write(join(output.js.dir, name), css), url: `${output.js.url}${name}` };
  }
  const styles = bundled.entry.styles.map((url) => (url === stylesheet.url ? (entry as StylesheetEntry).url : url));
  return { bundled: { ...bundled, entry: { ...bundled.entry, styles } }, entry, kept };
}
