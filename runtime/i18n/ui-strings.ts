// The theme's UI strings docgen ships, by language, and which of them a locale gets: its own code,
// a code that names the same language and script (`zh-CN` reads Simplified Chinese, `zh-TW`
// Traditional, `pt` Brazilian Portuguese), then its language alone (`fr-CA` reads French).
// Pure data: the build and the dev server's script both read it.
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import zhHans from './zh-Hans.json' with { type: 'json' };
import zhHant from './zh-Hant.json' with { type: 'json' };

export type UiStrings = Readonly<Record<string, string>>;

export const ENGLISH: UiStrings = en;

export const UI_STRINGS: Readonly<Record<string, UiStrings>> = { en, es, fr, de, it, ja, ko, ru, 'pt-BR': ptBR, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

const ALIASES: Readonly<Record<string, string>> = {
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  pt: 'pt-BR',
};
const BY_LOWER_CASE = new Map(Object.keys(UI_STRINGS).map((code) => [code.toLowerCase(), code]));

/** The shipped strings a locale reads, or undefined when docgen has none for its language. */
export function uiStringsFor(locale: string): UiStrings | undefined {
  const lower = locale.toLowerCase();
  const language = lower.split('-')[0] ?? lower;
  const code = BY_LOWER_CASE.get(lower) ?? ALIASES[lower] ?? BY_LOWER_CASE.get(language) ?? ALIASES[language];
  return code ? UI_STRINGS[code] : undefined;
}
