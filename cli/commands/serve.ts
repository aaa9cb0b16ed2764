import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DocgenError, problems } from '../errors.js';
import { logger } from '../logger.js';
import { startStaticServer } from '../serve/static-server.js';

export interface ServeCommandOptions {
  port?: string;
  host?: string;
  dir?: string;
}

export async function serveCommand({ siteDir, options }: { siteDir: string; options: ServeCommandOptions }): Promise<void> {
  const root = resolve(siteDir, options.dir ?? 'build');
  if (!existsSync(root)) throw new DocgenError([problems.outDirMissing({ dir: root })]);
  const server = await startStaticServer({ root, port: Number(options.port ?? 3000), host: options.host ?? '127.0.0.1' });
  logger.info(`serving ${root} at ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
