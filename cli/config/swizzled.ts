// What a site swizzles: its components under `src/theme/<Name>` that replace the theme's
// `@theme/<Name>` (the bundle's swizzle plugin, pipeline/bundle/swizzle.ts, puts them in place),
// and the names a theme folder holds.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The first of `base.tsx`, `.ts`, `.jsx`, `.js` that exists. */
export const fileWithExtension = (base: string) => EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));

/** Whether the site swizzles the component `name` (`src/theme/<name>.<ext>` or `<name>/index.<ext>`),
 * without listing the folder: asked on every pass of serve --watch. */
export const isSwizzled = (siteDir: string, name: string): boolean =>
  [join(siteDir, 'src', 'theme', name), join(siteDir, 'src', 'theme', name, 'index')].some((base) => fileWithExtension(base) !== undefined);

/** Component name -> the site's file, for each `src/theme/<Name>.<ext>` and `src/theme/<Name>/index.<ext>`. */
export const swizzledComponents = (siteDir: string): Map<string, string> => componentsIn(join(siteDir, 'src', 'theme'));

/** Component name -> file, for each `<Name>.<ext>` and `<Name>/index.<ext>` under a theme folder
 * (the site's `src/theme`, or docgen's own theme). */
export function componentsIn(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  const visit = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) {
        const index = fileWithExtension(join(path, 'index'));
        if (index) found.set(prefix + entry, index);
        visit(path, `${prefix}${entry}/`);
      } else {
        const extension = EXTENSIONS.find((candidate) => entry.endsWith(candidate));
        if (extension && entry !== `index${extension}`) found.set(prefix + entry.slice(0, -extension.length), path);
      }
    }
  };
  visit(dir, '');
  return found;
}
