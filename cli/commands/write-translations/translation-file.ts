// One JSON file translators fill in, in Docusaurus's shape: `{ "<key>": { "message", "description" } }`.
// Writing merges with the file already there: a message a translator wrote stays unless --override,
// keys it lacks are added after its own (so a diff shows only what is new), keys it has that the
// site no longer writes stay too, with a warning.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { DocgenError, problems } from '../../errors.js';
import { logger } from '../../logger.js';

export interface TranslationMessage {
  readonly message: string;
  /** What the text is and where it shows, for the translator. */
  readonly description?: string;
}

export type TranslationContent = Readonly<Record<string, TranslationMessage>>;

/** A file to write, its path relative to the locale's folder (`i18n/<locale>/`). */
export interface TranslationFile {
  readonly path: string;
  readonly content: TranslationContent;
}

export interface MergeOptions {
  /** Replace the messages already in the file by the new ones. */
  readonly override?: boolean;
  /** Put before each new message, so untranslated ones stand out. */
  readonly messagePrefix?: string;
}

const posix = (path: string) => path.split(sep).join('/');

/** The file's entries, or undefined when there is none; a file that is not in the shape stops the command. */
export function readTranslationFile({ file, siteDir }: { file: string; siteDir: string }): Record<string, TranslationMessage> | undefined {
  if (!existsSync(file)) return undefined;
  const invalid = (reason: string) => new DocgenError([problems.translationsInvalid({ file: posix(relative(siteDir, file)), reason })]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw invalid((error as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('it is not a JSON object');
  const entries: Record<string, TranslationMessage> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const { message, description } = (value ?? {}) as { message?: unknown; description?: unknown };
    if (typeof message !== 'string') throw invalid(`key ${JSON.stringify(key)} has no string "message"`);
    entries[key] = { message, ...(typeof description === 'string' ? { description } : {}) };
  }
  return entries;
}

/** The existing entries with the new ones merged in: existing keys keep their place (and message,
 * unless `override`), new keys follow in the order given. */
export function mergeTranslations({
  existing = {},
  content,
  options,
}: {
  existing?: TranslationContent;
  content: TranslationContent;
  options: MergeOptions;
}): Record<string, TranslationMessage> {
  const merged: Record<string, TranslationMessage> = { ...existing };
  for (const [key, { message, description }] of Object.entries(content)) {
    const kept = existing[key];
    const prefixed = `${options.messagePrefix ?? ''}${message}`;
    const text = kept && !options.override ? kept.message : prefixed;
    // Docgen's own strings have no description: one the file has (a Docusaurus-written code.json) stays.
    const note = description ?? kept?.description;
    merged[key] = { message: text, ...(note !== undefined ? { description: note } : {}) };
  }
  return merged;
}

/** Merges one file into what is on disk and writes it; returns how many entries it holds (0: nothing written). */
export async function writeTranslationFile({
  file,
  siteDir,
  content,
  options,
}: {
  file: string;
  siteDir: string;
  content: TranslationContent;
  options: MergeOptions;
}): Promise<number> {
  const existing = readTranslationFile({ file, siteDir });
  // Relative to where the command runs, as a path the user can open; absolute from outside that folder.
  const fromHere = relative(process.cwd(), file);
  const shown = fromHere.startsWith('..') ? file : posix(fromHere);
  const stale = Object.keys(existing ?? {}).filter((key) => !(key in content));
  if (stale.length > 0) {
    const keys = stale.length === 1 ? '1 key' : `${stale.length} keys`;
    logger.warn(`${shown}: kept ${keys} docgen does not write for this site: ${stale.join(', ')}. Delete what nothing uses any more.`);
  }
  const merged = mergeTranslations({ existing, content, options });
  const count = Object.keys(merged).length;
  // No empty files: a site without a footer gets no footer.json.
  if (count === 0) return 0;
  const added = Object.keys(content).filter((key) => !existing || !(key in existing)).length;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
  logger.info(`Wrote ${count} translation${count === 1 ? '' : 's'} to ${shown}${existing ? ` (${added} new)` : ''}.`);
  return count;
}
