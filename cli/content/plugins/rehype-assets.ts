// Copies files that Markdown references by relative path (images, downloads) into the output with
// content-hashed names and points the page at them. Missing files become link records the build
// reports like broken links; absolute `/img/...` paths are left to the static folders.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentHash } from '../../build/hash.js';
import type { LinkRecord } from './rehype-links.js';

export interface RehypeAssetsOptions {
  /** Output folder for copied files, and its public URL prefix. */
  readonly dir: string;
  readonly url: string;
}

declare module 'vfile' {
  interface DataMap {
    assetLinks: LinkRecord[];
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
/** Links to these are pages, handled by the links plugin. */
const PAGE = /\.(mdx?|html?)(?:[?#].*)?$/i;

/** Copies one referenced file (once per content) and returns its public URL. */
function publish({ file, options }: { file: string; options: RehypeAssetsOptions }): string {
  const ext = extname(file);
  const name = `${basename(file, ext).replace(/[^\w.-]+/g, '-')}-${contentHash(readFileSync(file))}${ext}`;
  const target = join(options.dir, name);
  if (!existsSync(target)) {
    mkdirSync(options.dir, { recursive: true });
    copyFileSync(file, target);
  }
  return options.url + name;
}

export default function rehypeAssets(options: RehypeAssetsOptions) {
  return (tree: Root, file: VFile) => {
    const records: LinkRecord[] = [];
    visit(tree, 'element', (node: Element) => {
      const attribute = node.tagName === 'img' ? 'src' : node.tagName === 'a' ? 'href' : null;
      const value = attribute ? node.properties[attribute] : undefined;
      if (!attribute || typeof value !== 'string' || value === '' || EXTERNAL.test(value)) return;
      const line = node.position?.start.line;
      if (value.startsWith('/')) {
        // Absolute paths point into the static folders; the links check knows them.
        if (node.tagName === 'img') records.push({ href: value, line });
        return;
      }
      if (PAGE.test(value)) return;
      const path = decodeURIComponent(value.split(/[?#]/)[0] ?? '');
      const target = resolve(dirname(file.path), path);
      if (!existsSync(target)) {
        records.push({ href: value, line, missingFile: target });
        return;
      }
      node.properties[attribute] = publish({ file: target, options });
    });
    file.data.assetLinks = records;
  };
}
