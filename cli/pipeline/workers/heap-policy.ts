// How far V8 lets a heap grow past what it holds, set once a build knows its site's size. By
// default a heap grows up to about four times its live data between full collections; at 10,000
// pages the main thread and each worker together peaked near 1 GB that way while holding about a
// quarter of it. A large site's heaps grow by 30% at most: the peak fell by about 200 MB there at
// no measurable cost in time, while on a 1,000-page site of MDX the extra collections cost about
// 5%, so smaller sites keep V8's default.
import { setFlagsFromString } from 'node:v8';

/** From this many pages (every locale's routes), a build keeps its heaps tight. */
export const LARGE_SITE_PAGES = 5_000;
const GROWING_PERCENT = 30;

let tight = false;

/** Tightens heap growth for this process and its workers when the site is large (once; V8 reads
 * the flag at each collection, so heaps that exist already follow it too). */
export function fitHeapsToSite({ pages }: { pages: number }): void {
  if (tight || pages < LARGE_SITE_PAGES) return;
  setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  tight = true;
}
