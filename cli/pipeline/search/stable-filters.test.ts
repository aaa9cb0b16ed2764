// A Pagefind bundle with a filter gives the same bytes however Pagefind ordered the filter's values.
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { stableFilterFiles, type BundleFile } from './stable-filters.js';

const pagefind = await import('pagefind');
afterAll(() => pagefind.close());

const SCOPES = ['docs@current', 'docs@2.0', 'docs@1.0', 'api@current', 'api@1.0', 'community@current'];

/** A bundle of one page per scope, each tagged with its scope as Pagefind's filter. */
async function bundle(): Promise<BundleFile[]> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error('no Pagefind index');
  for (const [at, scope] of SCOPES.entries()) {
    const content = `<html lang="en"><body><main><span data-pagefind-filter="scope">${scope}</span><h1>Page ${at}</h1><p>Release notes of ${scope}.</p></main></body></html>`;
    await index.addHTMLFile({ url: `/page-${at}`, content });
  }
  const { files } = await index.getFiles();
  await index.deleteIndex();
  return files.map((file) => ({ path: file.path, content: Buffer.from(file.content) }));
}

const named = (files: readonly BundleFile[], pattern: RegExp) => files.filter((file) => pattern.test(file.path));
/** The filter's values in the order the file holds them (CBOR text strings, read as they come). */
const filterValues = (file: BundleFile) =>
  SCOPES.map((scope) => [scope, gunzipSync(file.content).indexOf(scope)] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([scope]) => scope);

describe('stableFilterFiles', () => {
  it('puts the filter values in order and names the filter, metadata and entry files by what they hold', async () => {
    const files = stableFilterFiles(await bundle());
    const [filter] = named(files, /^filter\//);
    expect(filter).toBeDefined();
    expect(filterValues(filter as BundleFile)).toEqual([...SCOPES].sort());
    const filterName = /^filter\/(en_[0-9a-f]{7})\.pf_filter$/.exec(filter?.path ?? '')?.[1] as string;
    const [meta] = named(files, /\.pf_meta$/);
    expect(gunzipSync(meta?.content as Uint8Array).toString('latin1')).toContain(filterName);
    const metaName = /^pagefind\.(en_[0-9a-f]{10})\.pf_meta$/.exec(meta?.path ?? '')?.[1] as string;
    const entry = JSON.parse(Buffer.from(named(files, /^pagefind-entry\.json$/)[0]?.content as Uint8Array).toString('utf8'));
    expect(entry.languages.en.hash).toBe(metaName);
  });

  it('gives the same bytes from bundles Pagefind wrote apart', async () => {
    const runs = [];
    for (let run = 0; run < 4; run += 1) runs.push(stableFilterFiles(await bundle()));
    const asText = (files: readonly BundleFile[]) => files.map((file) => `${file.path} ${Buffer.from(file.content).toString('base64')}`).sort();
    for (const run of runs.slice(1)) expect(asText(run)).toEqual(asText(runs[0] as BundleFile[]));
  });

  it('leaves a bundle without a filter as it is', async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    await index?.addHTMLFile({ url: '/a', content: '<html lang="en"><body><main><h1>A</h1><p>Plain.</p></main></body></html>' });
    const files = ((await index?.getFiles())?.files ?? []).map((file) => ({ path: file.path, content: Buffer.from(file.content) }));
    await index?.deleteIndex();
    expect(files.length).toBeGreaterThan(3);
    expect(stableFilterFiles(files)).toEqual(files);
  });
});
