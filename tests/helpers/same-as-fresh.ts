// A warm build held against a build from scratch: the cache tests' one measure of a warm build.
import { join } from 'node:path';
import { expect } from 'vitest';
import { snapshot } from './files.js';
import type { FixtureSite } from './fixture.js';

/** Builds with the cache into build/ and without it into fresh/; both folders must hold the same bytes. */
export async function expectSameAsFresh(site: FixtureSite) {
  const result = await site.build();
  await site.build({ outDir: 'fresh', cache: false });
  const warm = await snapshot(site.outDir);
  expect(Object.keys(warm).length).toBeGreaterThan(15);
  expect(warm).toEqual(await snapshot(join(site.dir, 'fresh')));
  return result;
}
