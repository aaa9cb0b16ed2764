// A Docusaurus config's `themeConfig.prism`, read as Docusaurus reads it: the theme objects it
// gives (from prism-react-renderer), palenight when it gives no theme, dark mode showing `theme`
// without a `darkTheme`, and the added languages, magic comments and default language as they are.
import { createRequire } from 'node:module';
import { PACKAGE_ROOT } from '../paths.js';
import { join } from 'node:path';

const KNOWN = ['theme', 'darkTheme', 'additionalLanguages', 'magicComments', 'defaultLanguage'];

/** prism-react-renderer's palenight, Docusaurus's default theme, from docgen's copy of the package. */
const palenight = (): unknown =>
  (createRequire(join(PACKAGE_ROOT, 'package.json'))('prism-react-renderer') as { themes: Record<string, unknown> }).themes.palenight;

/** docgen's `themeConfig.prism` for a Docusaurus one; keys docgen does not read go to `ignored`. */
export function prismOfDocusaurus({ prism, ignored }: { prism: Record<string, unknown>; ignored: string[] }): Record<string, unknown> {
  for (const key of Object.keys(prism)) if (!KNOWN.includes(key)) ignored.push(`themeConfig.prism.${key}`);
  const known = Object.fromEntries(Object.entries(prism).filter(([key, value]) => KNOWN.includes(key) && value !== undefined));
  return { ...known, theme: known.theme ?? palenight() };
}
