// Renders a batch of planned pages in a build worker: imports the build's server bundle (React,
// theme and the site's pages) once per bundle file, then renders each page.
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderJob, type RenderContext, type Renderer, type RenderJob, type RenderResult } from './render-job.js';

export interface RenderShared {
  readonly context: RenderContext;
  /** The server bundle written by the bundle stage. */
  readonly serverModule: string;
  /** Component page files, in the order of the server bundle's `pages` export. */
  readonly componentFiles: readonly string[];
}

interface ServerModule {
  renderPage: Renderer['renderPage'];
  pages: { default?: ComponentType }[];
  mdx: Record<string, { default: ComponentType }>;
  contentOf: Renderer['tree'];
  prepareAllTrees: () => Promise<void>;
}

const servers = new Map<string, Promise<ServerModule>>();

export async function renderBatch({ shared, jobs }: { shared: RenderShared; jobs: readonly RenderJob[] }): Promise<RenderResult[]> {
  const { context, serverModule, componentFiles } = shared;
  let server = servers.get(serverModule);
  if (!server) {
    // Every component a content tree may use, loaded before any page renders.
    server = (import(pathToFileURL(serverModule).href) as Promise<ServerModule>).then(async (module) => {
      await module.prepareAllTrees();
      return module;
    });
    servers.set(serverModule, server);
  }
  const loaded = await server;
  const renderer: Renderer = {
    renderPage: loaded.renderPage,
    component: (file) => loaded.pages[componentFiles.indexOf(file)]?.default,
    mdx: (key) => loaded.mdx[key]?.default,
    tree: loaded.contentOf,
  };
  return jobs.map((job) => renderJob({ job, context, renderer }));
}
