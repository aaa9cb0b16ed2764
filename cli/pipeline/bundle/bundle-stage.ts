// The bundle stage: the client and server bundles (bundle.ts), made again only when something they
// are made of changed since the memo's pass: the site data, the custom CSS, the React pages, the
// modules of the MDX pages not compiled to data, and the folder they are written to.
import type { SiteData } from '../../../runtime/shared/site-data.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import { task } from '../../logger.js';
import type { RouteTable } from '../../routes/route-table.js';
import { bundle, type BundleResult } from './bundle.js';
import type { CompiledLocale } from '../compile/compile.js';
import { createPartials } from './mdx-partials.js';
import type { BuildMemo } from '../cache/memo.js';
import { inputKey } from '../../hash.js';
import type { Output } from '../output/output.js';
import type { CompileContext, CompiledMdxPage } from '../compile/compile-types.js';

export interface BundleStage {
  readonly bundled: BundleResult;
  /** Whether the memo's bundle was kept (every page names the same files as before). */
  readonly kept: boolean;
  /** The memo's entry for the next pass. */
  readonly entry: NonNullable<BuildMemo['bundle']>;
}

export async function bundleStage({
  config,
  site,
  tables,
  mdx,
  contexts,
  output,
  writeDir,
  stored,
}: {
  config: SiteConfig;
  site: SiteData;
  tables: readonly RouteTable[];
  /** Each locale's compiled MDX pages: the modules of those not compiled to data are bundled. */
  mdx: ReadonlyMap<string, CompiledLocale<CompiledMdxPage>>;
  /** Each locale's compile context, for the Markdown files the React pages import (mdx-partials.ts). */
  contexts: Readonly<Record<string, CompileContext>>;
  output: Output;
  writeDir: string;
  /** The memo's bundle (only read). */
  stored?: BuildMemo['bundle'];
}): Promise<BundleStage> {
  const componentFiles = componentFilesOf(tables);
  const modules = [...mdx.values()].flatMap(({ pages }) => [...pages.values()].flatMap((page) => (page.module ? [page.module] : [])));
  const key = inputKey(
    { ...site, strings: null },
    config.customCss,
    componentFiles,
    modules.map((module) => [module.key, module.hash]),
    writeDir,
  );
  const kept = stored?.key === key;
  const bundled = kept
    ? (stored.result as BundleResult)
    : await task('bundle', () => bundle({ config, siteData: site, componentFiles, mdx: modules, output, partials: createPartials({ config, contexts }) }));
  if (kept) output.add(bundled.files);
  return { bundled, kept, entry: { key, inputs: bundled.inputs, result: bundled } };
}

/** The site's React pages, in a fixed order. */
const componentFilesOf = (tables: readonly RouteTable[]) =>
  [...new Set(tables.flatMap((table) => table.routes.flatMap((route) => (route.page?.kind === 'component' ? [route.page.file] : []))))].sort();
