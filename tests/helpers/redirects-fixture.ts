// The Docusaurus fixture with plugin-client-redirects, as a site writes it (tests/redirects.test.ts
// and the browser test use it).
import type { FixtureSite } from './fixture.js';

/** The plugin entry, put first in the fixture's plugins. */
const REDIRECTS_PLUGIN = `[
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          { from: ['/docs/start', '/docs/old-intro'], to: '/docs/intro' },
          { from: '/forum', to: 'https://forum.example.com/' },
        ],
        createRedirects: (path) => (path === '/docs/guides/setup' ? ['/docs/setup'] : undefined),
      },
    ],`;

export const withRedirects = (site: FixtureSite) =>
  site.edit('docusaurus.config.js', (text) => text.replace('  plugins: [\n', `  plugins: [\n    ${REDIRECTS_PLUGIN}\n`));
