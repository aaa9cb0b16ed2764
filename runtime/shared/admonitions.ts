// Admonition types and their icons, shared by the Markdown plugin (:::tip) and the theme's
// Admonition component, so both produce the same markup.
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

// Stroked 16x16 glyphs: a page, a light bulb, an "i" in a circle, "!" in a triangle or octagon.
const WARNING_ICON = ['M8 1.75 14.5 13.5h-13z', 'M8 6v3.5', 'M8 11.5v.01'];

export const ADMONITION_ICONS: Readonly<Record<AdmonitionType, readonly string[]>> = {
  note: ['M4 1.75h5.25L12 4.5v9.75H4z', 'M9.25 1.75V4.5H12', 'M6.25 8h3.5M6.25 10.75h3.5'],
  tip: ['M6 14.25h4', 'M8 1.75a4.25 4.25 0 0 0-2.25 7.86v1.89h4.5V9.61A4.25 4.25 0 0 0 8 1.75z'],
  info: ['M8 1.75a6.25 6.25 0 1 0 0 12.5 6.25 6.25 0 1 0 0-12.5z', 'M8 7.25v4', 'M8 4.75v.01'],
  warning: WARNING_ICON,
  caution: WARNING_ICON,
  danger: ['M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z', 'M8 4.75v4', 'M8 11.25v.01'],
};

/** Attributes of the icon's <svg>, in the order the Markdown output writes them. */
export const ADMONITION_SVG = {
  viewBox: '0 0 16 16',
  width: 16,
  height: 16,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.5',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const isAdmonitionType = (value: string): value is AdmonitionType => (ADMONITION_TYPES as readonly string[]).includes(value);

/** Infima's alert variant of each type, as Docusaurus pairs them. */
const ALERT_VARIANTS: Readonly<Record<AdmonitionType, string>> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

/** An admonition's classes, the same from Markdown and from the component: docgen's own, then the
 * class names Docusaurus gives it (its theme's and Infima's `alert alert--<variant>`), which sites'
 * custom CSS selects. Unknown types keep their name (`:::custom`) and the note's variant. */
export const admonitionClassNames = (type: string): string[] => [
  'admonition',
  `admonition-${type}`,
  'theme-admonition',
  `theme-admonition-${type}`,
  'alert',
  `alert--${isAdmonitionType(type) ? ALERT_VARIANTS[type] : ALERT_VARIANTS.note}`,
];
