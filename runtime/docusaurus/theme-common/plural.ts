// Plural forms, as Docusaurus's theme writes them: a message of forms split by `|`, picked by the
// locale's plural rules (Intl.PluralRules).
import useDocusaurusContext from '../useDocusaurusContext.js';

const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function usePluralForm(): { selectMessage: (count: number, pluralForms: string) => string } {
  const { currentLocale } = useDocusaurusContext().i18n;
  const rules = new Intl.PluralRules(currentLocale);
  const used = ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
  return {
    selectMessage: (count, pluralForms) => {
      const forms = pluralForms.split('|');
      if (forms.length === 1) return forms[0] as string;
      const index = used.indexOf(rules.select(count));
      return (forms[Math.min(index, forms.length - 1)] ?? forms[forms.length - 1]) as string;
    },
  };
}

/** Dates as the current locale writes them. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return new Intl.DateTimeFormat(locale, { calendar: i18n.localeConfigs[i18n.currentLocale]?.calendar, ...options });
}
