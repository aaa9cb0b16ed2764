// Data chunks: the small ES modules (`export default <json>;`) that carry page data, sidebars and
// the route manifest to the browser, named by a hash of their content unless given a fixed name.
import { join } from 'node:path';
import { contentHash } from '../../hash.js';
import { writeFileIfChanged } from './write-atomic.js';

/** A data module's code, file and URL; named by a hash of its content unless given a fixed name. */
export function dataChunk({ data, ...place }: { data: unknown; prefix: string; dir: string; url: string; fixedName?: boolean }) {
  return placeDataChunk({ code: dataChunkCode(JSON.stringify(data)), ...place });
}

/** A data module's code, given its data as JSON. */
export const dataChunkCode = (json: string) => `export default ${json};\n`;

/** A data module's file and URL. */
export function placeDataChunk({ code, prefix, dir, url, fixedName = false }: { code: string; prefix: string; dir: string; url: string; fixedName?: boolean }) {
  const name = fixedName ? `${prefix}.js` : `${prefix}-${contentHash(code)}.js`;
  return { code, url: `${url}${name}`, file: join(dir, name) };
}

/** Writes a data chunk; `write` is the output's in the main thread (output.ts), which lists the file. */
export function writeDataChunk({
  write = writeFileIfChanged,
  ...input
}: {
  data: unknown;
  prefix: string;
  dir: string;
  url: string;
  write?: (file: string, data: string) => unknown;
}): { url: string; file: string } {
  const { code, url, file } = dataChunk(input);
  // Synchronous on purpose: a small write is cheaper than the await that would idle the CPU.
  write(file, code);
  return { url, file };
}

/** Reads a data chunk written by writeDataChunk. */
export function parseDataChunk(code: string): unknown {
  return JSON.parse(code.slice('export default '.length, code.lastIndexOf(';')));
}
