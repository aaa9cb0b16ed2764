// A stylesheet's root-relative URLs (`url(/img/logo.svg)`, `@import '/css/x.css'`) as Docusaurus's
// webpack reads them: from the static folders, then the site folder, so `/img/x.png` is the
// static file and `/static/img/x.png` the file under the site. A URL found in neither stays as
// written, for the server to answer.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export function cssRootUrls({ roots }: { roots: readonly string[] }): Plugin {
  return {
    name: 'docgen-css-root-urls',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        // The theme's stylesheet imports its parts by their absolute paths on this machine.
        if (isFile(args.path)) return undefined;
        const path = decodeURIComponent(args.path.replace(/[?#].*$/, ''));
        const file = roots.map((root) => join(root, path)).find(isFile);
        return file ? { path: file } : { path: args.path, external: true };
      });
    },
  };
}
