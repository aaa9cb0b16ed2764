import { cpSync, statSync, utimesSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStamp, stampFiles, startStampCheck, type StampCheck, type Stamps } from './stamps.js';
import { workerFile } from '../workers/workers.js';

describe('startStampCheck', () => {
  let dir: string;
  let out: string;
  let file: string;
  const names = ['index.html', 'docs/intro.html', 'assets/data/intro.json'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docgen-stamps-'));
    out = join(dir, 'out');
    for (const name of names) {
      await mkdir(join(out, name, '..'), { recursive: true });
      await writeFile(join(out, name), `<p>${name}</p>`);
    }
    file = join(dir, 'stamps');
    const stamps: Stamps = { format: 1, key: 'k', outputs: stampFiles({ dir: out, files: names.map((name) => join(out, name)) }), folder: folderStamp(out) };
    await writeFile(file, serialize(stamps));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  // From a stamps file of 0 bytes up: in a worker; from a size it cannot have: in this thread.
  const threads = [
    ['in a worker', 0],
    ['in this thread', Number.POSITIVE_INFINITY],
  ] as const;

  it.each(threads)('finds every stamped file unchanged %s', async (_where, inWorkerFrom) => {
    expect(workerFile('stamps-worker')).not.toBeNull();
    const check = await startStampCheck({ dir: out, file, format: 1, key: 'k', inWorkerFrom }).result();
    expect(check?.changed).toBe(false);
    expect([...(check?.present ?? [])].sort()).toEqual(names.map((name) => join(out, name)).sort());
  });

  it('gets its answer from the worker itself (a failed worker would leave the check to this thread)', async () => {
    const worker = workerFile('stamps-worker');
    if (!worker) throw new Error('the CLI is not compiled: no stamps worker');
    const thread = new Worker(worker, { workerData: { dir: out, file, format: 1, key: 'k' } });
    const answer = await new Promise<StampCheck | undefined>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
    });
    expect(answer?.changed).toBe(false);
    expect(answer?.present.size).toBe(names.length);
  });

  it.each(threads)('trusts no stamps of another key or format %s', async (_where, inWorkerFrom) => {
    expect(await startStampCheck({ dir: out, file, format: 1, key: 'other', inWorkerFrom }).result()).toBeUndefined();
    expect(await startStampCheck({ dir: out, file, format: 2, key: 'k', inWorkerFrom }).result()).toBeUndefined();
    expect(await startStampCheck({ dir: join(dir, 'none'), file: join(dir, 'no-stamps'), format: 1, key: 'k', inWorkerFrom }).result()).toBeUndefined();
  });

  it('trusts a copy of the folder with its sizes and times (a restored CI cache), where every inode is new', async () => {
    const copy = join(dir, 'restored');
    cpSync(out, copy, { recursive: true, preserveTimestamps: true });
    const check = await startStampCheck({ dir: copy, file, format: 1, key: 'k', inWorkerFrom: Number.POSITIVE_INFINITY }).result();
    expect(check?.changed).toBe(false);
    expect(check?.present.size).toBe(names.length);
    await rm(copy, { recursive: true });
  });

  it('sees a file of the same folder replaced by another of the same size and time', async () => {
    const target = join(out, 'index.html');
    const before = statSync(target);
    const replacement = join(out, 'index.html.new');
    await writeFile(replacement, '<p>INDEX.HTML</p>');
    utimesSync(replacement, before.atime, before.mtime);
    await rename(replacement, target);
    const check = await startStampCheck({ dir: out, file, format: 1, key: 'k', inWorkerFrom: Number.POSITIVE_INFINITY }).result();
    expect(check?.changed).toBe(true);
  });

  it('sees a file edited in place, in a worker as in this thread', async () => {
    await writeFile(join(out, 'docs/intro.html'), '<p>edited after the build</p>');
    for (const [, inWorkerFrom] of threads) {
      const check = await startStampCheck({ dir: out, file, format: 1, key: 'k', inWorkerFrom }).result();
      expect(check?.changed).toBe(true);
    }
  });
});
