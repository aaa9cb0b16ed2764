// An MDX compile worker: builds the MDX compiler once from the shared context, then compiles the
// batches of pages piscina hands it.
import { workerData } from 'node:worker_threads';
import { createMdxCompiler } from '../content/mdx.js';
import { compileMdxPage, pluginOptions, type CompileContext, type CompileJob } from './compile-page.js';

export interface MdxWorkerData {
  readonly context: CompileContext;
  readonly locale: string;
}

const { context, locale } = workerData as MdxWorkerData;
const compile = createMdxCompiler(pluginOptions(context));

export default async function compileBatch(jobs: readonly CompileJob[]) {
  const results = [];
  for (const job of jobs) results.push(await compileMdxPage({ compile, job, context, locale }));
  return results;
}
