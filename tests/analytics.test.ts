// Google's analytics in every page (config `analytics`, Docusaurus's gtag and googleTagManager):
// their tags, and the policy that lets them run and report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../cli/pipeline/site/csp.js';
import { withAnalytics } from './helpers/analytics-fixture.js';
import { copyFixture, type FixtureSite } from './helpers/fixture.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await copyFixture('basic');
  await withAnalytics(site);
  await site.build();
});
afterAll(() => site.remove());

describe('analytics', () => {
  it("puts gtag.js and its configuration in every page's head, and Tag Manager's frame first in the body", async () => {
    for (const page of ['index.html', 'docs/intro.html', 'es/docs/intro.html']) {
      const html = await site.read(page);
      expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-FIXTURE"></script>');
      expect(html).toContain(`gtag('config',"G-FIXTURE",{"anonymize_ip":true});`);
      expect(html).toContain('<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-FIXTURE"></script>');
      expect(html).toMatch(/<body[^>]*>\s*(?:<[^>]+>\s*)*?<noscript><iframe src="https:\/\/www.googletagmanager.com\/ns.html\?id=GTM-FIXTURE"/);
    }
  });

  it('extends the policy: their scripts, where they report, the frame', async () => {
    const policy = parseHeadersFile(await site.read('_headers'))['Content-Security-Policy'] ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('frame-src')).toContain('https://www.googletagmanager.com');
    // Their inline scripts by hash: still no 'unsafe-inline' for scripts.
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });
});
