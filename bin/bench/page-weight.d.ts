// Types of page-weight.js, for the TypeScript tests.

export interface PageWeight {
  readonly page: string;
  readonly htmlGzip: number;
  readonly js: readonly { readonly url: string; readonly gzip: number }[];
  readonly jsGzip: number;
  readonly css: readonly { readonly url: string; readonly gzip: number }[];
  readonly cssGzip: number;
  readonly imagesWithoutSize: readonly string[];
  readonly externalFonts: readonly string[];
}

/** What a first visit to `page` (an HTML file relative to `outDir`) downloads, gzipped. */
export function pageWeight(input: { outDir: string; page: string }): PageWeight;

export const PAGE_WEIGHT_BUDGET: { readonly jsKB: number; readonly cssKB: number };

export function kb(bytes: number): number;
