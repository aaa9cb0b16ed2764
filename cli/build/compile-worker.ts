// A compile worker: builds the Markdown processor once from the shared context, then compiles
// the batches of pages piscina hands it.
import { workerData } from 'node:worker_threads';
import { compilePage, createPageCompiler, type CompileContext, type CompileJob, type CompiledPage } from './compile-page.js';

const context = workerData as CompileContext;
const compile = createPageCompiler(context);

export default async function compileBatch(jobs: readonly CompileJob[]): Promise<CompiledPage[]> {
  const results: CompiledPage[] = [];
  for (const job of jobs) results.push(await compilePage({ compile, job, context }));
  return results;
}
