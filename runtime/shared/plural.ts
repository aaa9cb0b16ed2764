// Plural messages as Docusaurus's theme writes them: the forms of one message split by `|`, in
// the order of the locale's plural categories (zero, one, two, few, many, other, those the
// locale has), the last form standing for any the message leaves out.
const ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const selectors = new Map<string, (count: number, forms: string) => string>();

/** The form of `forms` that `count` takes in `locale`. */
export function selectPluralMessage(locale: string, count: number, forms: string): string {
  let select = selectors.get(locale);
  if (!select) {
    const rules = new Intl.PluralRules(locale);
    const used = ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form));
    select = (n, message) => {
      const split = message.split('|');
      if (split.length === 1) return split[0] as string;
      const index = used.indexOf(rules.select(n));
      return split[Math.min(Math.max(index, 0), split.length - 1)] as string;
    };
    selectors.set(locale, select);
  }
  return select(count, forms);
}
