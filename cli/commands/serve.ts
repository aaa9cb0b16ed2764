import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DocgenError, problems } from '../errors.js';
import { logger, setQuiet } from '../logger.js';
import { startDevServer } from '../serve/dev-server.js';
import { startStaticServer } from '../serve/static-server.js';

export interface ServeCommandOptions {
  port?: string;
  host?: string;
  dir?: string;
  watch?: boolean;
  config?: string;
  locale?: string;
}

// A taken port moves to the next free one; the URL printed is the one to open.
const PORT_ATTEMPTS = 20;
// Ctrl-C waits this long for open work to end (the dev server saves its state) before leaving anyway.
const SHUTDOWN_GRACE_MS = 3000;
// One Ctrl-C can arrive twice: from the terminal and from npm, which passes it on to the script
// it runs. A second signal this soon after the first is the same one.
const SAME_SIGNAL_MS = 1000;

/** Closes `server` on Ctrl-C, SIGTERM or SIGHUP, then exits; a second Ctrl-C exits at once. */
function stopOnSignal(close: () => Promise<void>): void {
  let stoppedAt: number | undefined;
  const stop = () => {
    if (stoppedAt !== undefined) {
      if (performance.now() - stoppedAt > SAME_SIGNAL_MS) process.exit(130);
      return;
    }
    stoppedAt = performance.now();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    void close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The terminal closed: the dev server still saves its state for the next start.
  process.on('SIGHUP', stop);
}

/** Serves until stopped; returns the URL served once it is. */
export async function serveCommand({ siteDir, options }: { siteDir: string; options: ServeCommandOptions }): Promise<{ url: string }> {
  const port = Number(options.port ?? 3000);
  const host = options.host ?? '127.0.0.1';
  if (options.watch) {
    // The writer sees the URL and one line per rebuild; stage timings would drown them.
    setQuiet(true);
    const server = await startDevServer({
      siteDir,
      configFile: options.config,
      locale: options.locale,
      port,
      host,
      print: (line) => process.stdout.write(`${line}\n`),
    });
    stopOnSignal(() => server.close());
    return { url: server.url };
  }
  const root = resolve(siteDir, options.dir ?? 'build');
  if (!existsSync(root)) throw new DocgenError([problems.outDirMissing({ dir: root })]);
  const server = await startStaticServer({ root, port, host, portAttempts: PORT_ATTEMPTS });
  logger.info(`serving ${root} at ${server.url}`);
  stopOnSignal(() => server.close());
  return { url: server.url };
}
