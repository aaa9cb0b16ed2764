// Checks that each of themeConfig.prism.additionalLanguages is a language prismjs has, so a
// misspelt name fails when the config loads, with the key, and not in the middle of highlighting
// (Docusaurus's build fails on it too, when it bundles the language).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DocgenError, problems } from '../errors.js';
import { resolveFromDocgen } from '../paths.js';
import type { PrismConfig } from './code-themes.js';

export function checkPrism({ additionalLanguages }: Pick<PrismConfig, 'additionalLanguages'>): void {
  if (additionalLanguages.length === 0) return;
  const components = join(dirname(resolveFromDocgen('prismjs/package.json')), 'components');
  const found = additionalLanguages.flatMap((language, index) =>
    /^[a-z0-9-]+$/.test(language) && existsSync(join(components, `prism-${language}.js`))
      ? []
      : [
          problems.configInvalid({
            key: `themeConfig.prism.additionalLanguages[${index}]`,
            reason: `prismjs has no language "${language}". Use a name of https://prismjs.com/#supported-languages, such as "bash" or "java".`,
          }),
        ],
  );
  if (found.length > 0) throw new DocgenError(found);
}
