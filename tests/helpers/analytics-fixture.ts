// The basic fixture with Google's analytics turned on (tests/analytics.test.ts and its browser test).
import type { FixtureSite } from './fixture.js';

export const withAnalytics = (site: FixtureSite) =>
  site.edit('site.config.ts', (text) =>
    text.replace(
      "  pages: 'pages',",
      "  pages: 'pages',\n  analytics: { gtag: { trackingID: 'G-FIXTURE', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-FIXTURE' } },",
    ),
  );
