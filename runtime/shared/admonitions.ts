// Admonitions as Docusaurus 3 renders them: each type's Infima alert class, icon and default title,
// the legacy names (secondary, important, success) drawn as note, info and tip with their own name
// as an untranslated title, and the class names of the layout. The theme's Admonition components
// and the build's `:::type` Markdown (cli/content/plugins/remark-admonitions.ts) both read this, so
// both write the same markup.

export type AdmonitionIcon = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/** The six types, each with its Infima alert class and icon (drawn by @theme/Admonition/Icon/<Name>); its title is `theme.admonition.<type>`. */
export const ADMONITION_TYPES = {
  note: { alert: 'alert alert--secondary', icon: 'note' },
  tip: { alert: 'alert alert--success', icon: 'tip' },
  info: { alert: 'alert alert--info', icon: 'info' },
  warning: { alert: 'alert alert--warning', icon: 'warning' },
  danger: { alert: 'alert alert--danger', icon: 'danger' },
  caution: { alert: 'alert alert--warning', icon: 'warning' },
} as const satisfies Record<string, { alert: string; icon: AdmonitionIcon }>;

export type AdmonitionType = keyof typeof ADMONITION_TYPES;

/** Docusaurus 2's names, still accepted: drawn as another type, titled with their own name (never translated). */
export const ADMONITION_ALIASES = { secondary: 'note', important: 'info', success: 'tip' } as const satisfies Record<string, AdmonitionType>;

/** Every keyword `:::name` and `<Admonition type>` take. */
export const ADMONITION_KEYWORDS = [...Object.keys(ADMONITION_TYPES), ...Object.keys(ADMONITION_ALIASES)] as readonly string[];

export const isAdmonitionType = (value: string): value is AdmonitionType => Object.hasOwn(ADMONITION_TYPES, value);

/** The CSS-module class names of the layout (Docusaurus 3.10's build). */
export const ADMONITION_CLASSES = {
  container: 'admonition_IZjC',
  heading: 'admonitionHeading_uVvU',
  icon: 'admonitionIcon_HiR3',
  content: 'admonitionContent_bl22',
} as const;

/** How a keyword renders: the type drawn (an unknown one as info, as Docusaurus's component does),
 * and, for an alias, its fixed title. */
export function admonitionLook(keyword: string): { type: AdmonitionType; title?: string } {
  if (isAdmonitionType(keyword)) return { type: keyword };
  if (Object.hasOwn(ADMONITION_ALIASES, keyword)) return { type: ADMONITION_ALIASES[keyword as keyof typeof ADMONITION_ALIASES], title: keyword };
  return { type: 'info' };
}

/** The container's classes: the theme's, the keyword's, the layout's, then the alert's. */
export const admonitionClassNames = (keyword: string, className?: string): string =>
  ['theme-admonition', `theme-admonition-${keyword}`, ADMONITION_CLASSES.container, ADMONITION_TYPES[admonitionLook(keyword).type].alert, className]
    .filter(Boolean)
    .join(' ');
