// A render worker: imports the build's server bundle once (React, theme and the site's pages),
// then renders the batches of pages piscina hands it.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { ComponentType } from 'react';
import { renderJob, type RenderContext, type Renderer, type RenderJob, type RenderResult } from './render-job.js';

export interface RenderWorkerData {
  readonly context: RenderContext;
  /** The server bundle written by the bundle stage. */
  readonly serverModule: string;
  /** Component page files, in the order of the server bundle's `pages` export. */
  readonly componentFiles: readonly string[];
}

const { context, serverModule, componentFiles } = workerData as RenderWorkerData;
const server = (await import(pathToFileURL(serverModule).href)) as {
  renderPage: Renderer['renderPage'];
  pages: { default?: ComponentType }[];
  mdx: Record<string, { default: ComponentType }>;
};
const renderer: Renderer = {
  renderPage: server.renderPage,
  component: (file) => server.pages[componentFiles.indexOf(file)]?.default,
  mdx: (key) => server.mdx[key]?.default,
};

export default function renderBatch(jobs: readonly RenderJob[]): RenderResult[] {
  return jobs.map((job) => renderJob({ job, context, renderer }));
}
