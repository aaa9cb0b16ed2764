// `docgen deploy`: Docusaurus's `deploy` for a site docgen builds. It builds the site (unless
// --skip-build), then commits the output to the deployment branch of the site's GitHub repository
// (`gh-pages`, or `deploymentBranch`) and pushes it, with the names and variables Docusaurus reads:
// `organizationName`/`projectName` (else ORGANIZATION_NAME/PROJECT_NAME, else the `origin`
// remote's), DEPLOYMENT_BRANCH, CURRENT_BRANCH, GIT_USER (and GIT_PASS) for HTTPS or USE_SSH=true,
// `githubHost`/`githubPort` (GITHUB_HOST/GITHUB_PORT). DEPLOY_REMOTE_URL, docgen's own, pushes to
// that repository instead (a mirror, a local one in tests). git runs with argument lists, never
// through a shell.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { DocgenError, problems } from '../errors.js';
import { logger } from '../logger.js';
import { build } from '../pipeline/build-site.js';

export interface DeployCommandOptions {
  outDir?: string;
  config?: string;
  locale?: string;
  skipBuild?: boolean;
  targetDir?: string;
}

const fail = (reason: string) => new DocgenError([problems.deployFailed({ reason })]);

/** Runs git in `cwd`; its output, or undefined when it failed (`check`: a failure stops the deploy). */
function git({ args, cwd, check = true }: { args: readonly string[]; cwd: string; check?: boolean }): string | undefined {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.error) throw fail(`git could not be run (${result.error.message}). Install git and run docgen deploy again.`);
  if (result.status === 0) return result.stdout.trim();
  // Credentials in a remote URL never reach the terminal.
  if (check) throw fail(`git ${args.join(' ')} failed: ${(result.stderr || result.stdout).trim().replace(/\/\/[^@/\s]+@/g, '//***@')}`);
  return undefined;
}

const setting = (config: Readonly<Record<string, unknown>>, key: string) => (typeof config[key] === 'string' ? (config[key] as string) : undefined);

/** The GitHub organization and project of a remote URL (https or ssh). */
const fromRemote = (url: string | undefined) => {
  const match = url ? /[:/]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url) : null;
  return match ? { organization: match[1], project: match[2] } : {};
};

/** Where the output is pushed: the repository as Docusaurus names it, or DEPLOY_REMOTE_URL. */
function remoteUrl({ organization, project, host, port }: { organization: string; project: string; host: string; port: string | undefined }): string {
  if (process.env.DEPLOY_REMOTE_URL) return process.env.DEPLOY_REMOTE_URL;
  if (process.env.USE_SSH?.toLowerCase() === 'true') {
    return port ? `ssh://git@${host}:${port}/${organization}/${project}.git` : `git@${host}:${organization}/${project}.git`;
  }
  const user = process.env.GIT_USER;
  if (!user)
    throw fail('GIT_USER is not set: set it to the GitHub user that pushes (with GIT_PASS, a token, where needed), or set USE_SSH=true to push over SSH.');
  // As Docusaurus writes them: GIT_USER may be `user:token` already.
  const credentials = process.env.GIT_PASS ? `${user}:${process.env.GIT_PASS}` : user;
  return `https://${credentials}@${host}${port ? `:${port}` : ''}/${organization}/${project}.git`;
}

export async function deployCommand({ siteDir, options }: { siteDir: string; options: DeployCommandOptions }): Promise<void> {
  const site = resolve(siteDir);
  const top = git({ args: ['rev-parse', '--show-toplevel'], cwd: site, check: false });
  if (!top) throw fail(`${site} is not in a git repository. docgen deploy pushes the output of a site kept in git: run it in the site's repository.`);
  const config = await loadConfig({ siteDir: site, ...(options.config ? { configFile: options.config } : {}) });
  const written = config.sourceConfig;
  const origin = fromRemote(git({ args: ['config', '--get', 'remote.origin.url'], cwd: site, check: false }));
  const organization = process.env.ORGANIZATION_NAME ?? setting(written, 'organizationName') ?? origin.organization;
  const project = process.env.PROJECT_NAME ?? setting(written, 'projectName') ?? origin.project;
  if (!process.env.DEPLOY_REMOTE_URL && (!organization || !project)) {
    throw fail('the repository to push to is not known: set organizationName and projectName in the config (or ORGANIZATION_NAME and PROJECT_NAME).');
  }
  const branch = process.env.DEPLOYMENT_BRANCH ?? setting(written, 'deploymentBranch') ?? 'gh-pages';
  const current = process.env.CURRENT_BRANCH ?? git({ args: ['rev-parse', '--abbrev-ref', 'HEAD'], cwd: site });
  if (current === branch) {
    throw fail(`this is the deployment branch (${branch}): deploy from the branch that holds the site's sources, or set DEPLOYMENT_BRANCH to another branch.`);
  }
  const host = process.env.GITHUB_HOST ?? setting(written, 'githubHost') ?? 'github.com';
  const port = process.env.GITHUB_PORT ?? (written.githubPort !== undefined ? String(written.githubPort) : undefined);
  const remote = remoteUrl({ organization: organization ?? '', project: project ?? '', host, port });
  const commit = git({ args: ['rev-parse', 'HEAD'], cwd: site });

  const outDir = resolve(site, options.outDir ?? 'build');
  if (!options.skipBuild)
    await build({ siteDir: site, outDir, ...(options.config ? { configFile: options.config } : {}), ...(options.locale ? { locale: options.locale } : {}) });
  else if (!existsSync(outDir)) throw new DocgenError([problems.outDirMissing({ dir: outDir })]);

  const work = await mkdtemp(join(tmpdir(), 'docgen-deploy-'));
  try {
    logger.info(`deploying to the ${branch} branch`);
    if (git({ args: ['clone', '--quiet', '--depth', '1', '--branch', branch, remote, work], cwd: site, check: false }) === undefined) {
      // No such branch yet: a first deploy starts it with no history.
      await rm(work, { recursive: true, force: true });
      git({ args: ['init', '--quiet', work], cwd: site });
      git({ args: ['checkout', '--quiet', '--orphan', branch], cwd: work });
      git({ args: ['remote', 'add', 'origin', remote], cwd: work });
    }
    const target = resolve(work, options.targetDir ?? '.');
    if (!target.startsWith(work)) throw fail(`--target-dir ${options.targetDir} is outside the deployment branch's folder.`);
    for (const name of existsSync(target) ? await readdir(target) : []) if (name !== '.git') await rm(join(target, name), { recursive: true, force: true });
    await cp(outDir, target, { recursive: true });
    git({ args: ['add', '--all'], cwd: work });
    if (!git({ args: ['status', '--porcelain'], cwd: work })) {
      logger.info(`nothing to deploy: the ${branch} branch already holds this output`);
      return;
    }
    if (git({ args: ['var', 'GIT_COMMITTER_IDENT'], cwd: work, check: false }) === undefined) {
      throw fail(
        'git does not know who commits the deployment: set user.name and user.email (git config --global user.name ..., or GIT_AUTHOR_NAME/GIT_AUTHOR_EMAIL/GIT_COMMITTER_NAME/GIT_COMMITTER_EMAIL).',
      );
    }
    git({ args: ['commit', '--quiet', '-m', `Deploy website - based on ${commit}`], cwd: work });
    git({ args: ['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`], cwd: work });
    logger.info(`deployed ${commit?.slice(0, 7)} to the ${branch} branch`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
