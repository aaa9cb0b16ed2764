// Searches one Pagefind bundle of a served site through Pagefind's own API, in the page.
import type { Page } from 'playwright-core';

/** The URLs of the pages `term` finds in the bundle at `bundle` (e.g. `/pagefind/en/en/`), sorted. */
export async function searchIndex(page: Page, bundle: string, term: string): Promise<string[]> {
  // A string, so the test runner does not rewrite the dynamic import.
  return page.evaluate(`(async () => {
    const pagefind = await import(${JSON.stringify(`${bundle}pagefind.js`)});
    await pagefind.init();
    const found = await pagefind.search(${JSON.stringify(term)});
    const pages = await Promise.all(found.results.map((result) => result.data()));
    return pages.map((data) => data.url).sort();
  })()`);
}
