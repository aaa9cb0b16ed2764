// `docgen start`: Docusaurus's `start` for a site docgen builds. The dev server of `serve --watch`
// (drafts included, rebuilds on save, live reload) with Docusaurus's flags, and the site opened in
// the browser unless --no-open. Its cache (`.docgen-cache/serve`) is kept between starts: a start
// on an unchanged site reuses every page instead of building them again.
import { spawn } from 'node:child_process';
import { serveCommand } from './serve.js';

export interface StartCommandOptions {
  port?: string;
  host?: string;
  locale?: string;
  config?: string;
  open?: boolean;
  debug?: boolean;
}

/** The command that opens a URL in the desktop's browser. */
const OPENERS: Partial<Record<NodeJS.Platform, readonly [string, ...string[]]>> = {
  darwin: ['open'],
  win32: ['cmd', '/c', 'start', '""'],
  linux: ['xdg-open'],
};

/** Opens the URL in a browser, when there is one to open: never in CI or without a desktop. */
function openBrowser(url: string): void {
  const opener = OPENERS[process.platform];
  const desktop = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (!opener || !desktop || process.env.CI) return;
  const [command, ...args] = opener;
  // A missing opener is not an error: the URL is printed anyway.
  spawn(command, [...args, url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}

export async function startCommand({ siteDir, options }: { siteDir: string; options: StartCommandOptions }): Promise<void> {
  const { url } = await serveCommand({
    siteDir,
    options: {
      watch: true,
      port: options.port,
      host: options.host,
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.config ? { config: options.config } : {}),
    },
  });
  if (options.open !== false && url) openBrowser(url);
}
