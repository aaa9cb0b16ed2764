// Pagefind writes each filter's values in no fixed order (a hash map's), so a bundle with a filter
// (the docs version scope, search-index.ts) had new filter, metadata and entry files on every build
// of the same pages. Here the values are put in order, and the three files named by their content
// again, before the bundle is written: the same pages give the same bytes.
//
// A filter file is gzipped `pagefind_dcd` + CBOR: [name, [[value, [page, ...]], ...]]. The values'
// entries are reordered as they are, byte for byte, so nothing is encoded anew. The metadata file
// names the filter file by its hash, and the entry file names the metadata file: each name is
// replaced by one of the same length, which leaves every CBOR length as it was.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface BundleFile {
  readonly path: string;
  readonly content: Uint8Array;
}

const SIGNATURE = Buffer.from('pagefind_dcd');
const FILTER = /^filter\/(.+)_([0-9a-f]+)\.pf_filter$/;
const META = /^pagefind\.(.+)_([0-9a-f]+)\.pf_meta$/;
const ENTRY = 'pagefind-entry.json';

/** The bundle's files with each filter's values in order, and the names that follow from them. */
export function stableFilterFiles(files: readonly BundleFile[]): BundleFile[] {
  const renamed = new Map<string, string>();
  let out = files.map((file) => {
    const match = FILTER.exec(file.path);
    if (!match) return file;
    const [, language, hash] = match as unknown as [string, string, string];
    const content = gzipSync(sortFilter(gunzipSync(file.content)));
    const name = `${language}_${digest(content, hash.length)}`;
    renamed.set(`${language}_${hash}`, name);
    return { path: `filter/${name}.pf_filter`, content };
  });
  if (renamed.size === 0) return out;
  out = out.map((file) => {
    const match = META.exec(file.path);
    if (!match) return file;
    const [, language, hash] = match as unknown as [string, string, string];
    const content = gzipSync(replaceNames(gunzipSync(file.content), renamed));
    const name = `${language}_${digest(content, hash.length)}`;
    renamed.set(`${language}_${hash}`, name);
    return { path: `pagefind.${name}.pf_meta`, content };
  });
  return out.map((file) => (file.path === ENTRY ? { path: file.path, content: replaceNames(Buffer.from(file.content), renamed) } : file));
}

const digest = (content: Uint8Array, length: number) => createHash('sha256').update(content).digest('hex').slice(0, length);

/** A decompressed filter file with its values' entries in order of value. */
function sortFilter(data: Buffer): Buffer {
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error('docgen bug: a Pagefind filter file without its signature');
  let at = SIGNATURE.length;
  const top = readHead(data, at);
  if (top.major !== 4 || top.value !== 2) throw new Error('docgen bug: a Pagefind filter file of another shape');
  const name = skipItem(data, top.end);
  const values = readHead(data, name);
  if (values.major !== 4) throw new Error('docgen bug: a Pagefind filter file of another shape');
  at = values.end;
  const entries: { key: string; bytes: Buffer }[] = [];
  for (let index = 0; index < values.value; index += 1) {
    const end = skipItem(data, at);
    const pair = readHead(data, at);
    const key = readHead(data, pair.end);
    entries.push({ key: data.subarray(key.end, key.end + key.value).toString('utf8'), bytes: data.subarray(at, end) });
    at = end;
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return Buffer.concat([data.subarray(0, values.end), ...entries.map((entry) => entry.bytes), data.subarray(at)]);
}

/** Every old name in `data` replaced by its new name (of the same length). */
function replaceNames(data: Buffer, renamed: ReadonlyMap<string, string>): Buffer {
  let text = data.toString('latin1');
  for (const [from, to] of renamed) {
    if (from.length !== to.length) throw new Error('docgen bug: a Pagefind file name replaced by one of another length');
    text = text.split(from).join(to);
  }
  return Buffer.from(text, 'latin1');
}

/** A CBOR item's head: its major type, its argument and where its content starts. */
function readHead(data: Buffer, at: number): { major: number; value: number; end: number } {
  const first = data[at] as number;
  const major = first >> 5;
  const info = first & 31;
  if (info < 24) return { major, value: info, end: at + 1 };
  const value =
    info === 24
      ? data.readUInt8(at + 1)
      : info === 25
        ? data.readUInt16BE(at + 1)
        : info === 26
          ? data.readUInt32BE(at + 1)
          : info === 27
            ? Number(data.readBigUInt64BE(at + 1))
            : -1;
  if (value < 0) throw new Error('docgen bug: an indefinite-length item in a Pagefind file');
  return { major, value, end: at + 1 + 2 ** (info - 24) };
}

/** Where the CBOR item at `at` ends. */
function skipItem(data: Buffer, at: number): number {
  const head = readHead(data, at);
  if (head.major === 2 || head.major === 3) return head.end + head.value;
  if (head.major === 4) {
    let end = head.end;
    for (let index = 0; index < head.value; index += 1) end = skipItem(data, end);
    return end;
  }
  if (head.major === 5) {
    let end = head.end;
    for (let index = 0; index < head.value * 2; index += 1) end = skipItem(data, end);
    return end;
  }
  return head.end;
}
