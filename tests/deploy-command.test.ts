// `docgen deploy` against a local bare repository (DEPLOY_REMOTE_URL): the output lands on the
// deployment branch with Docusaurus's commit message, a second deploy adds a commit, and the
// deploys Docusaurus refuses are refused with what to do. git's identity comes from the
// environment, so the tests need no global git config.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

const CLI = fileURLToPath(new URL('../bin/docgen.js', import.meta.url));
const IDENTITY = { GIT_AUTHOR_NAME: 'Tester', GIT_AUTHOR_EMAIL: 'tester@example.com', GIT_COMMITTER_NAME: 'Tester', GIT_COMMITTER_EMAIL: 'tester@example.com' };

let site: FixtureSite;
let remote: string;
let head: string;

const git = (args: string[], cwd: string) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...IDENTITY } });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
};
const deploy = (args: string[] = [], env: Record<string, string | undefined> = {}) =>
  spawnSync(process.execPath, [CLI, 'deploy', site.dir, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...IDENTITY, CI: 'true', DEPLOY_REMOTE_URL: remote, GIT_USER: 'tester', ...env },
  });

beforeAll(async () => {
  site = await copyFixture('basic');
  remote = join(await mkdtemp(join(tmpdir(), 'docgen-remote-')), 'site.git');
  git(['init', '--quiet', '--bare', remote], tmpdir());
  git(['init', '--quiet', '-b', 'main'], site.dir);
  git(['add', '--all'], site.dir);
  git(['commit', '--quiet', '-m', 'The site'], site.dir);
  head = git(['rev-parse', 'HEAD'], site.dir);
});
afterAll(async () => {
  await site.remove();
  await rm(join(remote, '..'), { recursive: true, force: true });
});

describe('docgen deploy', () => {
  it('builds and pushes the output to gh-pages, with the source commit in the message', () => {
    const result = deploy();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain(`deployed ${head.slice(0, 7)} to the gh-pages branch`);
    const files = git(['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'gh-pages'], tmpdir()).split('\n');
    expect(files).toEqual(expect.arrayContaining(['index.html', 'docs/intro.html', '404.html']));
    expect(files.some((file) => file.startsWith('.docgen'))).toBe(false);
    expect(git(['--git-dir', remote, 'log', '--format=%s', 'gh-pages'], tmpdir())).toBe(`Deploy website - based on ${head}`);
  });

  it('adds a commit for a new output, and pushes nothing when the output is the same', async () => {
    await site.edit('docs/intro.md', (text) => `${text}\nDeployed twice.\n`);
    git(['commit', '--quiet', '-am', 'An edit'], site.dir);
    const edited = git(['rev-parse', 'HEAD'], site.dir);
    expect(deploy().status).toBe(0);
    expect(git(['--git-dir', remote, 'log', '--format=%s', 'gh-pages'], tmpdir()).split('\n')).toEqual([
      `Deploy website - based on ${edited}`,
      `Deploy website - based on ${head}`,
    ]);
    expect(git(['--git-dir', remote, 'show', 'gh-pages:docs/intro.html'], tmpdir())).toContain('Deployed twice.');
    const again = deploy(['--skip-build']);
    expect(again.status).toBe(0);
    expect(again.stderr).toContain('nothing to deploy: the gh-pages branch already holds this output');
  });

  it('deploys to the branch DEPLOYMENT_BRANCH names, into --target-dir', () => {
    expect(deploy(['--skip-build', '--target-dir', 'site'], { DEPLOYMENT_BRANCH: 'published' }).status).toBe(0);
    const files = git(['--git-dir', remote, 'ls-tree', '-r', '--name-only', 'published'], tmpdir()).split('\n');
    expect(files).toContain('site/index.html');
  });

  it('pushes to the GitHub URL Docusaurus builds, GIT_USER as written (user:token), and never prints the token', () => {
    // Nothing listens on port 9: the push fails at once, and its error shows the URL it tried.
    const result = deploy([], {
      DEPLOY_REMOTE_URL: undefined,
      GIT_USER: 'tester:secret-token',
      ORGANIZATION_NAME: 'zelf',
      PROJECT_NAME: 'docs',
      GITHUB_HOST: '127.0.0.1',
      GITHUB_PORT: '9',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("git push --quiet origin HEAD:refs/heads/gh-pages failed: fatal: unable to access 'https://127.0.0.1:9/zelf/docs.git/'");
    expect(result.stderr).not.toContain('secret-token');
  });

  it('refuses to deploy from the deployment branch, or over HTTPS without GIT_USER, saying what to do', () => {
    const fromBranch = deploy(['--skip-build'], { CURRENT_BRANCH: 'gh-pages' });
    expect(fromBranch.status).toBe(1);
    expect(fromBranch.stderr).toContain('this is the deployment branch (gh-pages): deploy from the branch that holds the site');
    const noUser = deploy(['--skip-build'], { DEPLOY_REMOTE_URL: undefined, GIT_USER: undefined, ORGANIZATION_NAME: 'zelf', PROJECT_NAME: 'docs' });
    expect(noUser.status).toBe(1);
    expect(noUser.stderr).toContain('GIT_USER is not set: set it to the GitHub user that pushes');
  });
});
