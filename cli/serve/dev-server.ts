// `docgen serve --watch`: builds the site into a private folder, serves it, watches the sources
// and rebuilds what each save affects, then tells open pages (live-reload.ts). A broken file
// never stops the server: the problems go to the terminal and to an overlay in the browser, the
// last good pages stay served, and the next good save clears it all.
import { mkdir } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { formatProblem } from '../errors.js';
import { formatMs } from '../logger.js';
import { createDevBuild, type FileChange, type RebuildReport } from './dev-build.js';
import { bundleLiveClient, createLiveReload, CLIENT_TAG } from './live-reload.js';
import { startStaticServer } from './static-server.js';
import { watchFiles } from './watcher.js';

export interface DevServerOptions {
  readonly siteDir: string;
  readonly configFile?: string;
  readonly locale?: string;
  readonly port: number;
  readonly host: string;
  /** Where each line for the writer goes. */
  readonly print: (line: string) => void;
}

export interface DevServer {
  readonly url: string;
  close(): Promise<void>;
}

/** The cache serve --watch and start build into (its `out/` is served), never the build output. */
export const devCacheDir = (siteDir: string) => resolve(siteDir, '.docgen-cache', 'serve');

/** Shown for any page while no build has succeeded yet: the overlay explains why. */
const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>docgen</title></head><body><main><h1>docgen</h1></main>${CLIENT_TAG}</body></html>`;

const PORT_ATTEMPTS = 20;

function describeChanges({ changes, siteDir }: { changes: readonly FileChange[]; siteDir: string }): string {
  const names = changes.map(({ file, kind }) => `${relative(siteDir, file) || file}${kind === 'add' ? ' (new)' : kind === 'unlink' ? ' (deleted)' : ''}`);
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const siteDir = resolve(options.siteDir);
  const { print } = options;
  const build = createDevBuild({ siteDir, configFile: options.configFile, cacheDir: devCacheDir(siteDir), locale: options.locale });
  const live = createLiveReload({ client: await bundleLiveClient() });
  let built = false;

  let failing = false;
  const announce = (report: RebuildReport, what: string) => {
    // A save can reach the watcher as two events; the second rebuild finds nothing to do.
    if (report.ok && !failing && report.changed.length === 0 && report.reload === 'content') return;
    failing = !report.ok;
    if (report.ok) {
      built = true;
      const count = report.changed.length;
      print(`${what}: ${count === 1 ? '1 page' : `${count} pages`} rebuilt in ${formatMs(report.ms)}${report.reload === 'full' ? '; open pages reload' : ''}`);
      live.rebuilt({ reload: report.reload, changed: report.changed });
    } else {
      print(`${what}: the build failed in ${formatMs(report.ms)}; still serving the last good pages`);
      for (const problem of report.problems) print(`  ${formatProblem(problem)}`);
      live.failed(report.problems);
    }
  };

  const first = await build.rebuild([]);
  if (first.ok) {
    built = true;
    const kept = first.pages - first.changed.length;
    print(`built ${first.pages} pages in ${formatMs(first.ms)} (drafts included${kept > 0 ? `; ${kept} kept from the last start` : ''})`);
    live.rebuilt({ reload: 'full', changed: [] });
  } else announce(first, 'first build');

  await mkdir(build.outDir, { recursive: true });
  const server = await startStaticServer({
    root: build.outDir,
    port: options.port,
    host: options.host,
    portAttempts: PORT_ATTEMPTS,
    transformHtml: (html) => live.inject(html),
    handle: (req, res, pathname) => {
      if (live.handle(req, res, pathname)) return true;
      if (built || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(PLACEHOLDER);
      return true;
    },
  });

  const watcher = watchFiles({
    paths: build.watchedPaths(),
    onBatch: async (changes) => {
      const report = await build.rebuild(changes);
      announce(report, describeChanges({ changes, siteDir }));
      watcher.add(build.watchedPaths());
    },
  });
  // "watching" is true only once chokidar has scanned the folders: a save in between was lost.
  await watcher.ready;
  print(`serving ${server.url} (watching for changes; Ctrl-C stops)`);

  return {
    url: server.url,
    async close() {
      await watcher.close();
      live.close();
      await server.close();
      await build.close();
    },
  };
}
