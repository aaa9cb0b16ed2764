// A build cache CI keeps: restored in another folder (a runner's new checkout) or moved with its
// site, `.docgen-cache` is used as it is, and the output is the bytes a build from scratch gives
// there. Keys leave out the site's folder (hash.ts), the stored state is rebased (rebase.ts), and a
// restored out/ is trusted by its files' sizes and times (stamps.ts).
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, siteIn, type FixtureSite } from './helpers/fixture.js';
import { expectSameAsFresh } from './helpers/same-as-fresh.js';

const CACHE = '.docgen-cache';
const made: FixtureSite[] = [];
const track = (site: FixtureSite) => (made.push(site), site);
afterEach(async () => {
  await Promise.all(made.splice(0).map((site) => site.remove()));
});

/** A new empty folder beside the temp folders the fixtures are copied to: at the same depth, as a
 * CI runner's checkout is where the last one was. (At another depth, docgen's own theme, outside
 * the site in these tests, is at another relative path, and esbuild names the chunks after it: the
 * bundle is made again, as a build from scratch there would name it.) */
const newFolder = () => mkdtemp(join(tmpdir(), 'docgen-moved-'));

describe('a build cache in another folder', () => {
  // The plugins fixture has what names files by their path: plugin route modules, createData
  // files, MDX modules, swizzled components and a blog.
  it('is used when the site is moved with it: nothing is compiled, bundled or rendered again', async () => {
    const first = track(await copyFixture('docusaurus-plugins'));
    const built = await first.build();
    expect(built.rendered.length).toBe(built.pages);
    const moved = track(siteIn(await newFolder()));
    await rename(first.dir, moved.dir);
    const again = await expectSameAsFresh(moved);
    expect(again.rendered).toEqual([]);
    expect(again.cache).toBe('warm');
  });

  it('is used when restored into a new checkout with its files’ times (as actions/cache restores it), and an edit renders only its page', async () => {
    const first = track(await copyFixture('docusaurus-plugins'));
    await first.build();
    const checkout = track(await copyFixture('docusaurus-plugins'));
    expect(existsSync(join(checkout.dir, CACHE))).toBe(false);
    // New inodes, times to the millisecond: what a tar archive or a copy gives.
    cpSync(join(first.dir, CACHE), join(checkout.dir, CACHE), { recursive: true, preserveTimestamps: true });
    await first.remove();
    const restored = await expectSameAsFresh(checkout);
    expect(restored.rendered).toEqual([]);

    await checkout.edit('docs/install.md', (text) => `${text}\nA sentence added on the CI runner.\n`);
    const edited = await expectSameAsFresh(checkout);
    expect([...edited.rendered].sort()).toEqual(['/docs/install', '/es/docs/install']);
  });

  it('bundles again when the server bundle it names is gone (it lives in the temp folder of the machine that built it)', async () => {
    const site = track(await copyFixture('docusaurus'));
    await site.build();
    const state = join(site.dir, CACHE, 'build', 'state');
    const stored = deserialize(readFileSync(state)) as { memo: { bundle: { result: { serverModule: string } } } };
    stored.memo.bundle.result.serverModule = join(site.dir, 'on-another-machine', 'server.mjs');
    writeFileSync(state, serialize(stored));
    await site.edit('docs/intro.md', (text) => `${text}\nEdited where the server bundle is missing.\n`);
    const result = await expectSameAsFresh(site);
    expect(result.rendered).toEqual(['/docs/next/intro']);
  });
});
