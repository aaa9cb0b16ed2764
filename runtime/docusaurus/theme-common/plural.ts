// Plural forms, as Docusaurus's theme writes them: a message of forms split by `|`, picked by the
// locale's plural rules (Intl.PluralRules).
import { selectPluralMessage } from '../../shared/plural.js';
import useDocusaurusContext from '../useDocusaurusContext.js';

export function usePluralForm(): { selectMessage: (count: number, pluralForms: string) => string } {
  const { currentLocale } = useDocusaurusContext().i18n;
  return { selectMessage: (count, pluralForms) => selectPluralMessage(currentLocale, count, pluralForms) };
}

/** Dates as the current locale writes them. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return new Intl.DateTimeFormat(locale, { calendar: i18n.localeConfigs[i18n.currentLocale]?.calendar, ...options });
}
