// A Docusaurus site built as it is (tests/fixtures/docusaurus-config), in real Chromium: its
// custom.css, its Sass and its CSS modules style the page, its SVG components and swizzled footer hydrate
// without a mismatch, its embeds pass the site's policy, and it has no axe violations in either
// colour mode.
import { expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.js';
import { describeInBrowser } from '../helpers/browser.js';
import { VIOLATIONS, violations } from '../helpers/csp-violations.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('docusaurus-config');

describeInBrowser('a Docusaurus site in the browser', () => {
  it("applies the site's custom.css and its CSS modules, and hydrates the home page silently", async () => {
    const { page, messages, close } = await openPage(served(), '/', { hydrated: true });
    const styles = await page.evaluate(() => {
      const features = document.querySelector('.fixture-features') as HTMLElement;
      return {
        accent: getComputedStyle(document.documentElement).getPropertyValue('--fixture-accent').trim(),
        // customCss in Sass, and a Sass CSS module (Features.module.scss) with a partial's value.
        sassAccent: getComputedStyle(document.documentElement).getPropertyValue('--fixture-sass-accent').trim(),
        sassSpacing: getComputedStyle(features.querySelector('li > span') as Element).letterSpacing,
        // `.features { display: flex }` in Features.module.css; the theme's own `.features` is a grid.
        display: getComputedStyle(features).display,
        padding: getComputedStyle(features).paddingTop,
        svgs: document.querySelectorAll('.fixture-features svg[role="img"] title').length,
        footer: document.querySelector('.fixture-swizzled + footer') !== null,
        // The site's inline head script ran: the policy allows it by its hash.
        headScript: (window as unknown as { fixtureHeadScript?: boolean }).fixtureHeadScript,
      };
    });
    expect(styles).toEqual({
      accent: '#0b5cad',
      sassAccent: '#7a1fa2',
      sassSpacing: '12px',
      display: 'flex',
      padding: '32px',
      svgs: 2,
      footer: true,
      headScript: true,
    });
    // The site's analytics script and web font live on hosts this machine cannot reach; nothing else is said.
    expect(messages.filter((message) => !message.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await close();
  });

  it.each(['/docs/guides/setup', '/es/docs/guides/setup'])('hydrates %s, whose imported partial is compiled in its locale, silently', async (path) => {
    const { page, messages, close } = await openPage(served(), path, { hydrated: true });
    const note = await page.locator('.theme-admonition-note').textContent();
    expect(note).toContain('Keys expire after a day');
    expect(messages.filter((message) => !message.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await close();
  });

  it("lays the home page out with Infima's row and columns: two col--6 side by side, stacked on a narrow screen", async () => {
    const { page, close } = await openPage(served(), '/', { hydrated: true });
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.fixture-features > li')].map((item) => {
          const box = item.getBoundingClientRect();
          return { top: Math.round(box.top), width: box.width, row: (item.parentElement as Element).getBoundingClientRect().width };
        }),
      );
    const wide = await boxes();
    expect(wide).toHaveLength(2);
    expect(wide[0]?.top).toBe(wide[1]?.top);
    for (const box of wide) expect(box.width / box.row).toBeCloseTo(0.5, 2);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(async () => (await boxes()).map((box) => box.width / box.row)).toEqual([1, 1]);
    const narrow = await boxes();
    expect(narrow[1]?.top).toBeGreaterThan(narrow[0]?.top ?? 0);
    await close();
  });

  it("restyles the theme through Infima's custom properties, in light and dark mode", async () => {
    // The code block: the site's prism themes, github in light mode and dracula in dark mode.
    for (const [theme, primary, tip, codeBackground] of [
      ['light', 'rgb(38, 122, 76)', 'rgb(227, 244, 232)', 'rgb(246, 248, 250)'],
      ['dark', 'rgb(37, 194, 160)', 'rgb(16, 48, 28)', 'rgb(40, 42, 54)'],
    ] as const) {
      const { page, close } = await openPage(served(), '/docs/intro', { hydrated: true, initScript: `localStorage.setItem('theme', '${theme}')` });
      const styles = await page.evaluate(() => ({
        link: getComputedStyle(document.querySelector('.markdown a') as Element).color,
        font: getComputedStyle(document.body).fontFamily,
        code: getComputedStyle(document.querySelector('.markdown code') as Element).fontSize,
        body: getComputedStyle(document.body).fontSize,
        tip: getComputedStyle(document.querySelector('.theme-admonition-tip') as Element).backgroundColor,
        codeBackground: getComputedStyle(document.querySelector('.theme-code-block pre') as Element).backgroundColor,
      }));
      expect(styles.link, theme).toBe(primary);
      // The tip is an Infima alert--success, which custom.css recolours.
      expect(styles.tip, theme).toBe(tip);
      expect(styles.codeBackground, theme).toBe(codeBackground);
      expect(styles.font).toBe('Georgia, serif');
      expect(Number.parseFloat(styles.code)).toBeCloseTo(Number.parseFloat(styles.body) * 0.95, 1);
      await close();
    }
  });

  it("lets the page's YouTube and video embeds through the site's policy and still refuses other frames", async () => {
    const policy = /Content-Security-Policy: (.*)/.exec(await served().site.read('_headers'))?.[1] ?? '';
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).toContain("media-src 'self' https://media.example.org");
    const { page, messages, close } = await openPage(served(), '/docs/guides/setup', { hydrated: true, initScript: VIOLATIONS });
    expect(await page.locator('iframe[title="Setup walkthrough"]').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/fixture?start=5&rel=0');
    expect(await violations(page)).toEqual([]);
    // The same page adding a frame from an origin no page embeds: the policy refuses it.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://elsewhere.example.com/';
      document.body.append(frame);
    });
    await expect.poll(() => violations(page)).toEqual(['frame-src https://elsewhere.example.com']);
    // Chromium reports each refusal on the console too: only the added frame was refused. (The
    // embeds themselves fail to load here for want of a network, after the policy let them through.)
    expect(messages.filter((message) => /Content Security Policy|Refused/i.test(message) && !message.includes('elsewhere.example.com'))).toEqual([]);
    await close();
  });

  it("keeps a page's <Head> tags once after hydration, the last Head's of a name winning, and drops them when the reader moves on", async () => {
    const { page, messages, close } = await openPage(served(), '/head-demo', { hydrated: true, initScript: VIOLATIONS });
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        og: ['og:title', 'og:description'].map((name) => document.querySelector(`meta[property="${name}"]`)?.getAttribute('content')),
        ogImage: document.querySelectorAll('meta[property="og:image"]').length,
        twitterCard: [...document.querySelectorAll('meta[name="twitter:card"]')].map((meta) => meta.getAttribute('content')),
        searchTag: [...document.querySelectorAll('meta[name="docusaurus_tag"]')].map((meta) => meta.getAttribute('content')),
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        jsonLd: document.querySelectorAll('script[type="application/ld+json"][data-docgen-head]').length,
        classes: [document.documentElement.className, document.body.className],
        attributes: [document.documentElement.getAttribute('data-fixture'), document.body.getAttribute('data-page'), document.documentElement.lang],
      }));
    expect(await head()).toEqual({
      title: 'Custom head title',
      // Open Graph keeps the layout's title and description, as on Docusaurus.
      og: ['Head demo | Fixture Docs', "The layout's description"],
      ogImage: 1,
      // The page's Head says it after the site's (SiteMetadata), and replaces it.
      twitterCard: ['summary'],
      searchTag: ['default'],
      canonical: ['https://fixture.example.com/head-demo-canonical'],
      jsonLd: 1,
      classes: ['plugin-pages plugin-id-default fixture-html-class', 'fixture-body-class'],
      attributes: ['html', 'head-demo', 'en-US'],
    });
    await page.getByRole('link', { name: 'Read the introduction' }).click();
    await page.waitForURL((url) => url.pathname === '/docs/intro');
    await expect.poll(async () => (await head()).title).not.toBe('Custom head title');
    const after = await head();
    expect(after.ogImage).toBe(0);
    expect(after.og[0]).toBe('Introduction | Fixture Docs');
    // The site's card is back; the docs version's search tag replaces the site's.
    expect(after.twitterCard).toEqual(['summary_large_image']);
    expect(after.searchTag).toEqual(['docs-default-current']);
    // The doc's breadcrumbs, as structured data.
    expect(after.jsonLd).toBe(1);
    // The Head's classes are gone; the doc's own, as Docusaurus names them, are there.
    expect(after.classes).toEqual(['docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro', '']);
    expect(after.canonical).toEqual(['https://fixture.example.com/docs/intro']);
    expect(after.attributes).toEqual([null, null, 'en-US']);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => url.pathname === '/docs/guides/setup');
    await expect
      .poll(async () => (await head()).classes[0])
      .toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/setup');
    expect(await violations(page)).toEqual([]);
    expect(messages.filter((message) => !message.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations on the home page and a doc in %s mode', async (theme) => {
    for (const path of ['/', '/docs/intro']) {
      const { page, close } = await openPage(served(), path, { hydrated: true, initScript: `localStorage.setItem('theme', '${theme}')` });
      expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
      expect(await axeViolations(page), path).toEqual([]);
      await close();
    }
  });
});
