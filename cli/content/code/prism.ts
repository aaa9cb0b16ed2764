// Prism as Docusaurus runs it: prism-react-renderer's own copy, with its bundled languages, plus
// the site's `themeConfig.prism.additionalLanguages` from the prismjs package, added in the
// config's order (php with markup-templating before it). Docusaurus does that once in the browser;
// docgen does it at build time, one instance per list of languages and thread: prism-react-renderer's
// module is imported again for each list, so a language one site adds never colours another
// site's code built in the same process.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveFromDocgen } from '../../paths.js';

/** A Prism token: a type, its content (text or more tokens) and aliases. */
export interface PrismToken {
  readonly type: string;
  readonly content: string | PrismToken | readonly (string | PrismToken)[];
  readonly alias?: string | readonly string[];
}

export type PrismGrammar = Readonly<Record<string, unknown>>;

/** The part of Prism the highlighter uses. */
export interface Prism {
  readonly languages: Readonly<Record<string, unknown>>;
  tokenize(code: string, grammar: PrismGrammar): (string | PrismToken)[];
  readonly hooks: { run(name: string, env: Record<string, unknown>): void };
}

/** A language of additionalLanguages that prismjs does not have, or that failed to load. */
export class PrismLanguageError extends Error {
  constructor(
    readonly language: string,
    reason: string,
  ) {
    super(reason);
  }
}

const instances = new Map<string, Promise<Prism>>();

function componentSource(language: string): string {
  let file: string;
  try {
    file = resolveFromDocgen(`prismjs/components/prism-${language}.js`);
  } catch {
    throw new PrismLanguageError(language, `prismjs has no language "${language}"`);
  }
  return readFileSync(file, 'utf8');
}

/** Runs a prismjs component (a script that extends the global `Prism`) on this instance. */
function addLanguage(prism: Prism, language: string): void {
  try {
    new Function('Prism', componentSource(language))(prism);
  } catch (error) {
    if (error instanceof PrismLanguageError) throw error;
    throw new PrismLanguageError(
      language,
      `loading it failed (${error instanceof Error ? error.message : String(error)}); a language it extends may have to come before it in the list`,
    );
  }
}

/** The Prism that highlights a site's code: prism-react-renderer's languages and the site's own. */
export function prismWith(additionalLanguages: readonly string[]): Promise<Prism> {
  const key = additionalLanguages.join(',');
  let instance = instances.get(key);
  if (!instance) {
    const entry = join(dirname(resolveFromDocgen('prism-react-renderer/package.json')), 'dist', 'index.mjs');
    instance = import(`${pathToFileURL(entry).href}?languages=${encodeURIComponent(key)}`).then(({ Prism: prism }: { Prism: Prism }) => {
      for (const language of additionalLanguages) {
        if (language === 'php') addLanguage(prism, 'markup-templating');
        addLanguage(prism, language);
      }
      return prism;
    });
    instance.catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

/** The grammar Prism has for a language name, if any (its `languages` also holds functions). */
export function grammarOf(prism: Prism, language: string): PrismGrammar | undefined {
  const grammar = Object.hasOwn(prism.languages, language) ? prism.languages[language] : undefined;
  return typeof grammar === 'object' && grammar !== null ? (grammar as PrismGrammar) : undefined;
}

let prismjsNames: ReadonlySet<string> | undefined;

/** Whether prismjs has a language of this name or alias, which a site could add. */
export function prismjsHas(language: string): boolean {
  if (!prismjsNames) {
    const { languages } = JSON.parse(readFileSync(resolveFromDocgen('prismjs/components.json'), 'utf8')) as {
      languages: Record<string, { alias?: string | string[] }>;
    };
    prismjsNames = new Set(Object.entries(languages).flatMap(([name, { alias = [] }]) => [name, ...(Array.isArray(alias) ? alias : [alias])]));
  }
  return prismjsNames.has(language);
}
