// The versions fixture with offline search, as a site with docs versions has it: its Pagefind
// bundles carry each page's docs version as a filter (the search test and the determinism test).
import type { FixtureSite } from './fixture.js';

export const withSearch = (site: FixtureSite) =>
  site.edit('site.config.ts', (text) =>
    text.replace("{ type: 'doc', docId: 'intro', label: 'Intro' },", "{ type: 'doc', docId: 'intro', label: 'Intro' },\n        { type: 'search' },"),
  );
