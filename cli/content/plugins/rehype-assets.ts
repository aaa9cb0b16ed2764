// Copies files that Markdown references by relative path (images, downloads) into the output with
// content-hashed names and points the page at them. A missing image is reported like a broken link;
// a link to no file is a URL relative to the page, checked against the routes. Absolute `/img/...`
// paths are left to the static folders.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentHash } from '../../hash.js';
import { isFile, type LinkRecord } from './rehype-links.js';

export interface RehypeAssetsOptions {
  /** Output folder for copied files, and its public URL prefix. */
  readonly dir: string;
  readonly url: string;
}

declare module 'vfile' {
  interface DataMap {
    assetLinks: LinkRecord[];
    /** The files this page references and where they were copied. */
    assets: PublishedAsset[];
  }
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
/** Links to these are pages, handled by the links plugin. */
const PAGE = /\.(mdx?|html?)(?:[?#].*)?$/i;

/** A file a page references, and the output file it was copied to (named by its content). */
export interface PublishedAsset {
  readonly source: string;
  readonly file: string;
}

/** The output name of a referenced file: its name and a hash of its bytes. */
export function publishedName({ file, bytes = readFileSync(file) }: { file: string; bytes?: Uint8Array }): string {
  const ext = extname(file);
  return `${basename(file, ext).replace(/[^\w.-]+/g, '-')}-${contentHash(bytes)}${ext}`;
}

/** Copies one referenced file (once per content); returns its public URL and output file. */
function publish({ source, bytes, options }: { source: string; bytes: Uint8Array; options: RehypeAssetsOptions }): { url: string; output: string } {
  const name = publishedName({ file: source, bytes });
  const output = join(options.dir, name);
  if (!existsSync(output)) {
    mkdirSync(options.dir, { recursive: true });
    copyFileSync(source, output);
  }
  return { url: options.url + name, output };
}

const IMAGE_ORDER = ['alt', 'src', 'title', 'width', 'height'];

// Loaded with the first image: most builds (warm ones, most edits) copy none.
const loadImageSize = () => (createRequire(import.meta.url)('image-size') as typeof import('image-size')).imageSize;

/** Gives an image its intrinsic width and height (unless the author set either), so the page does
 * not shift as it loads. Files image-size cannot read are left as they are. */
function setSize({ node, bytes }: { node: Element; bytes: Uint8Array }): void {
  if (node.properties.width !== undefined || node.properties.height !== undefined) return;
  try {
    const { width, height } = loadImageSize()(bytes);
    if (width && height) Object.assign(node.properties, { width, height });
  } catch {
    // Not an image format it knows (or a broken file): the browser sizes it as it loads.
  }
}

export default function rehypeAssets(options: RehypeAssetsOptions) {
  return (tree: Root, file: VFile) => {
    const records: LinkRecord[] = [];
    const published = new Map<string, PublishedAsset>();
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
      const source = resolve(dirname(file.path), path);
      if (!isFile(source)) {
        // No such file (a folder is none either): a link is a URL relative to the page
        // (`./create-account`, `workflows`), resolved against the page's URL (rehype-links.ts); the
        // links check looks for that route.
        records.push(node.tagName === 'a' ? { href: value, line } : { href: value, line, missingFile: source });
        return;
      }
      const bytes = readFileSync(source);
      const copy = publish({ source, bytes, options });
      node.properties[attribute] = copy.url;
      if (node.tagName === 'img') {
        setSize({ node, bytes });
        // In the order Docusaurus gives an image of the site's own: alt, src, title, size.
        const first = Object.entries(node.properties).filter(([name]) => IMAGE_ORDER.includes(name));
        first.sort(([a], [b]) => IMAGE_ORDER.indexOf(a) - IMAGE_ORDER.indexOf(b));
        node.properties = { ...Object.fromEntries(first), ...node.properties };
      }
      published.set(copy.output, { source, file: copy.output });
    });
    file.data.assetLinks = records;
    file.data.assets = [...published.values()];
  };
}
