// One pass of the build: what every stage after the content stage works with, made once the route
// tables are known. The config and tables, the site data the theme reads, the output the pass
// writes through (output/output.ts) and the worker pool that runs compile and render
// (workers/executor.ts). Never hashed: stages key their results by what they read of it.
import type { SiteData } from '../../../runtime/shared/site-data.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { RouteTable } from '../../routes/route-table.js';
import { createOutput, type Output } from '../output/output.js';
import { createExecutor, POOL_JOBS, type Executor } from '../workers/executor.js';
import { fitHeapsToSite } from '../workers/heap-policy.js';
import type { RunTask } from '../workers/protocol.js';
import { createSiteData } from './site-data.js';

export interface Pass {
  readonly config: SiteConfig;
  /** Every built locale's route table. */
  readonly tables: readonly RouteTable[];
  /** Routes of every locale. */
  readonly pages: number;
  readonly site: SiteData;
  /** Every file of this pass is written through it or added to it: the cache keeps those and drops the rest. */
  readonly output: Output;
  readonly executor: Executor;
  /** --debug: say why each page is compiled or rendered again. */
  readonly explain: boolean;
}

export function openPass({
  config,
  tables,
  writeDir,
  workers,
  tasks,
  explain = false,
  nothingCompiled,
}: {
  config: SiteConfig;
  tables: readonly RouteTable[];
  writeDir: string;
  /** Worker threads; undefined sizes the pool by the site and the cores. */
  workers?: number;
  /** Loads the task registry, for work run in this thread. */
  tasks: () => Promise<RunTask>;
  explain?: boolean;
  /** No page is stored from an earlier pass: a large site starts its workers now, and they warm
   * up while the jobs are planned. */
  nothingCompiled: boolean;
}): Pass {
  const pages = tables.reduce((sum, table) => sum + table.routes.length, 0);
  fitHeapsToSite({ pages });
  const site = createSiteData({ config, tables });
  const output = createOutput({ dir: writeDir, baseUrl: config.baseUrl });
  const executor = createExecutor({ threads: workers, tasks });
  if (nothingCompiled && tables.reduce((sum, table) => sum + table.byFile.size, 0) >= POOL_JOBS) executor.prestart();
  return { config, tables, pages, site, output, executor, explain };
}
