// The bundle stage: the client and server bundles (bundle.ts), made again only when something they
// are made of changed since the stored pass: the site data, the custom CSS, the React pages, the
// modules of the MDX pages not compiled to data, the components the site swizzles (a new one is
// in no earlier bundle's inputs), the kinds of page the routes have and the folder they are written to.
import { relative, sep } from 'node:path';
import { swizzledComponents } from '../../config/swizzled.js';
import { inputKey } from '../../hash.js';
import { task } from '../../logger.js';
import type { RouteTable } from '../../routes/route-table.js';
import type { CompiledLocale } from '../compile/compile.js';
import type { CompileContext, CompiledMdxPage } from '../compile/compile-types.js';
import type { Pass } from '../site/pass.js';
import { bundle, type BundleResult } from './bundle.js';
import type { BundleFeatures } from './esbuild-plugins.js';
import { createPartials } from './mdx-partials.js';

/** The bundles of a pass, with every source file esbuild read for them. */
export interface BundleEntry {
  readonly key: string;
  /** Where the inputs outside the site's folder are from it (outsideInputs). */
  readonly outside: string;
  readonly inputs: ReadonlySet<string>;
  readonly result: BundleResult;
}

/** What the bundle stage reads from the passes before. */
export interface BundleMemo {
  readonly bundle?: BundleEntry | undefined;
}

export interface BundleStage {
  readonly bundled: BundleResult;
  /** Whether the stored bundle was kept (every page names the same files as before). */
  readonly kept: boolean;
  /** The memo's entry for the next pass. */
  readonly entry: BundleEntry;
}

export async function bundleStage({
  pass,
  mdx,
  contexts,
  stored,
}: {
  pass: Pick<Pass, 'config' | 'site' | 'tables' | 'output'>;
  /** Each locale's compiled MDX pages: the modules of those not compiled to data are bundled. */
  mdx: ReadonlyMap<string, CompiledLocale<CompiledMdxPage>>;
  /** Each locale's compile context, for the Markdown files the React pages import (mdx-partials.ts). */
  contexts: Readonly<Record<string, CompileContext>>;
  /** The bundle of an earlier pass (only read). */
  stored?: BundleMemo;
}): Promise<BundleStage> {
  const { config, site, output } = pass;
  const componentFiles = componentFilesOf(pass.tables);
  const features = featuresOf(pass.tables);
  const modules = [...mdx.values()].flatMap(({ pages }) => [...pages.values()].flatMap((page) => (page.module ? [page.module] : [])));
  const key = inputKey(
    { ...site, strings: null },
    config.customCss,
    componentFiles,
    modules.map((module) => [module.key, module.hash]),
    [...swizzledComponents(config.siteDir)].sort(),
    output.dir,
    features,
    // What the site's plugins gave (routes' modules, global data, client modules, theme folders).
    config.plugins?.key ?? '',
  );
  const kept = stored?.bundle?.key === key && stored.bundle.outside === outsideInputs({ inputs: stored.bundle.inputs, siteDir: config.siteDir });
  const bundled = kept
    ? (stored.bundle?.result as BundleResult)
    : await task('bundle', () =>
        bundle({ config, siteData: site, componentFiles, mdx: modules, output, partials: createPartials({ config, contexts }), features }),
      );
  if (kept) output.add(bundled.files);
  return {
    bundled,
    kept,
    entry: { key, outside: outsideInputs({ inputs: bundled.inputs, siteDir: config.siteDir }), inputs: bundled.inputs, result: bundled },
  };
}

/** The paths from the site's folder to the inputs outside it (docgen's theme when docgen is not
 * installed in the site, a linked package): esbuild names chunks by their modules' paths from the
 * site, so a site moved to another depth gets other names, and its stored bundle is not its own. */
function outsideInputs({ inputs, siteDir }: { inputs: ReadonlySet<string>; siteDir: string }): string {
  const outside = [...inputs].filter((file) => !file.startsWith(siteDir + sep)).map((file) => relative(siteDir, file));
  return inputKey(outside.sort());
}

/** The site's React pages, in a fixed order. */
const componentFilesOf = (tables: readonly RouteTable[]) =>
  [...new Set(tables.flatMap((table) => table.routes.flatMap((route) => (route.page?.kind === 'component' ? [route.page.file] : []))))].sort();

/** The kinds of page the routes have that the bundles leave out when no route has them. */
const featuresOf = (tables: readonly RouteTable[]): BundleFeatures => ({
  docTags: tables.some((table) => table.routes.some((route) => route.docTags)),
  categoryIndex: tables.some((table) => table.routes.some((route) => route.index)),
});
