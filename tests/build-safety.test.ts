// What a build does to the output folder when things go wrong around it: a build killed at any
// moment, two builds at once, a folder it may not write, a full disk. The previous output is
// never lost, and every failure says what to do.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileSystemProblem } from '../cli/pipeline/output/output-dir.js';
import { formatProblem } from '../cli/errors.js';
import { snapshot } from './helpers/files.js';
import { fixtureCopies } from './helpers/fixture.js';

const CLI = fileURLToPath(new URL('../bin/docgen.js', import.meta.url));
const fixture = fixtureCopies();

function runCli(args: string[], options: { env?: NodeJS.ProcessEnv; prefix?: string[] } = {}) {
  const [command = process.execPath, ...prefixArgs] = options.prefix ?? [process.execPath];
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    const child = spawn(command, [...prefixArgs, CLI, ...args], { env: { ...process.env, CI: 'true', ...options.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Temporary folders and locks left in `dir` and in its build cache (the cache itself stays). */
const leftovers = async (dir: string) => {
  const cache = join(dir, '.docgen-cache', 'build');
  const inCache = existsSync(cache) ? (await readdir(cache)).filter((name) => name.startsWith('.docgen-')) : [];
  return [...(await readdir(dir)).filter((name) => name.startsWith('.docgen-') && name !== '.docgen-cache'), ...inCache];
};

describe('build fault tolerance', () => {
  it('a build killed at any moment leaves the previous output intact, and the next build succeeds', async () => {
    const site = await fixture();
    await site.build();
    const before = await snapshot(site.outDir);
    for (const delay of [150, 400, 700, 1000, 1400]) {
      const child = spawn(process.execPath, [CLI, 'build', site.dir], { env: { ...process.env, CI: 'true' }, stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      await exited;
      // Same sources: whether the kill came before or after the swap, the folder must be whole.
      expect(await snapshot(site.outDir), `killed after ${delay} ms`).toEqual(before);
    }
    await site.build();
    expect(await snapshot(site.outDir)).toEqual(before);
    expect(await leftovers(site.dir)).toEqual([]);
  });

  it('two builds started at once on one folder: one builds, the other stops with a clear message', async () => {
    const site = await fixture();
    const [first, second] = await Promise.all([runCli(['build', site.dir]), runCli(['build', site.dir])]);
    const codes = [first.code, second.code].sort();
    expect(codes).toEqual([0, 1]);
    const refused = first.code === 1 ? first : second;
    expect(refused.stderr).toMatch(
      /another docgen build \(process \d+, started \S+\) is writing this folder\. Wait for it to finish; if no build is running, delete \S+\.docgen-lock-build\. \[BuildLocked\]/,
    );
    expect(await site.read('docs/intro.html')).toContain('<title>Introduction · Fixture</title>');
    expect(await leftovers(site.dir)).toEqual([]);
  });

  it('a lock left by a build that no longer runs is taken over', async () => {
    const site = await fixture();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    await writeFile(join(site.dir, '.docgen-lock-build'), JSON.stringify({ pid: Number(gone.stdout), started: '2026-01-01T00:00:00.000Z' }));
    await site.build();
    expect(existsSync(join(site.dir, '.docgen-lock-build'))).toBe(false);
  });

  it('an output folder this user cannot write: a clear error, nothing lost', async () => {
    const site = await fixture();
    const locked = join(site.dir, 'locked');
    await mkdir(join(locked, 'build'), { recursive: true });
    await writeFile(join(locked, 'build', 'index.html'), 'previous');
    let result;
    if (process.getuid?.() === 0) {
      // root writes anywhere: build as the unprivileged user `nobody`, in a folder it may read.
      await chmod(site.dir, 0o755);
      const scratch = await mkdtemp(join(tmpdir(), 'docgen-nobody-'));
      await chmod(scratch, 0o777);
      result = await runCli(['build', site.dir, '--out-dir', 'locked/build'], {
        prefix: ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath],
        env: { TMPDIR: scratch, HOME: scratch },
      });
      await rm(scratch, { recursive: true, force: true });
    } else {
      await chmod(locked, 0o555);
      result = await runCli(['build', site.dir, '--out-dir', 'locked/build']);
      await chmod(locked, 0o755);
    }
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${join(locked, 'build')}: docgen cannot write here (EACCES). Make the folder writable for this user, or build elsewhere with --out-dir <folder>. The previous output is untouched. [OutputNotWritable]`,
    );
    expect(await readFile(join(locked, 'build', 'index.html'), 'utf8')).toBe('previous');
  });

  it('turns full-disk and permission errors (also from worker threads, where only the message survives) into problems', () => {
    const dir = '/site/build';
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(formatProblem(fileSystemProblem({ error: full, dir })!)).toBe(
      '/site/build: the disk is full (ENOSPC). Free some space and build again. The previous output is untouched. [DiskFull]',
    );
    expect(fileSystemProblem({ error: new Error("EROFS: read-only file system, open '/x'"), dir })?.name).toBe('OutputNotWritable');
    expect(fileSystemProblem({ error: new Error('something else'), dir })).toBeNull();
  });
});

/** True when this machine lets the tests mount a tiny tmpfs (root with the capability). */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return false;
  const probe = join(tmpdir(), `docgen-mount-probe-${process.pid}`);
  spawnSync('mkdir', ['-p', probe]);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
  if (mounted) spawnSync('umount', [probe]);
  spawnSync('rmdir', [probe]);
  return mounted;
}

describe('a full disk', () => {
  const canMount = canMountTmpfs();
  it.skipIf(!canMount)(
    `gives a clear error and keeps the previous output${canMount ? '' : ' (skipped: needs root allowed to mount a small tmpfs)'}`,
    async () => {
      const site = await fixture();
      const disk = await mkdtemp(join(tmpdir(), 'docgen-small-disk-'));
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk]).status).toBe(0);
      try {
        await mkdir(join(disk, 'build'));
        await writeFile(join(disk, 'build', 'index.html'), 'previous');
        const result = await runCli(['build', site.dir, '--out-dir', join(disk, 'build')]);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `${join(disk, 'build')}: the disk is full (ENOSPC). Free some space and build again. The previous output is untouched. [DiskFull]`,
        );
        expect(await readFile(join(disk, 'build', 'index.html'), 'utf8')).toBe('previous');
        expect(await leftovers(disk)).toEqual([]);
      } finally {
        spawnSync('umount', [disk]);
        await rm(disk, { recursive: true, force: true });
      }
    },
  );
});
