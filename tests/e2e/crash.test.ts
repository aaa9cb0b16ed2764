// A page that crashes in the browser shows the crash page inside the site frame: the navbar still
// works, the error and its causes are listed, and "Try again" renders the page again.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { useServedFixture } from '../helpers/served-site.js';

const CRASHING_PAGE = `
import { useState } from 'react';
import Layout from '@theme/Layout';

export default function Crash() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('Boom in the page', { cause: new Error('The root cause') });
  return (
    <Layout title="Crash test">
      <main>
        <h1>Crash test</h1>
        <button type="button" id="crash" onClick={() => setCrash(true)}>Crash it</button>
      </main>
    </Layout>
  );
}
`;

// A site's own navbar item type that throws once mounted, so the server render succeeds and the
// browser's error boundary around each navbar item is what is tested.
const BROKEN_ITEM_TYPES = `
import { useEffect, useState } from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

function Broken({ label }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error('Broken navbar item');
  return <span className="navbar__item">{label}</span>;
}

export default { ...ComponentTypes, 'custom-broken': Broken };
`;

const served = useServedFixture('basic', async (site) => {
  await site.write('pages/crash.tsx', CRASHING_PAGE);
  await mkdir(join(site.dir, 'src', 'theme', 'NavbarItem'), { recursive: true });
  await site.write('src/theme/NavbarItem/ComponentTypes.js', BROKEN_ITEM_TYPES);
  await site.edit('site.config.ts', (text) =>
    text.replace("{ type: 'localeDropdown' },", "{ type: 'localeDropdown' },\n        { type: 'custom-broken', label: 'Tools', position: 'left' },"),
  );
});

describeInBrowser('crash page', () => {
  it('shows "This page crashed." with the error and its cause, keeps the navbar, and tries again', async () => {
    const context = await served().browser.newContext();
    const page = await context.newPage();
    await page.goto(served().url('/crash'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('#crash');
    await expect.poll(() => page.locator('h1').textContent()).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error · Fixture');
    // Docusaurus's ErrorBoundaryError: each message of the cause chain.
    expect(await page.locator('.errorBoundaryError_FiLL').textContent()).toBe('Boom in the page\n\nCause:\nThe root cause');
    // The navbar is still there and still navigates.
    expect(await page.locator('nav.navbar a.navbar__brand').count()).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Crash test');
    await page.click('#crash');
    await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL('**/docs/intro');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Introduction');
    await context.close();
  });

  it('replaces a navbar item that fails to render with a message naming it, keeping the rest', async () => {
    const context = await served().browser.newContext();
    const page = await context.newPage();
    await page.goto(served().url('/docs/intro'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const failed = page.locator('nav.navbar [role="alert"]');
    await expect.poll(() => failed.textContent()).toBe('A navbar item failed to render: Tools. Please check your navbar configuration.');
    expect(await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).count()).toBe(1);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    await context.close();
  });

  it('shows the crash page in Spanish under /es/', async () => {
    const context = await served().browser.newContext();
    const page = await context.newPage();
    await page.goto(served().url('/es/crash'));
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.click('#crash');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Esta página ha fallado.');
    expect(await page.getByRole('button', { name: 'Intentar de nuevo' }).count()).toBe(1);
    await context.close();
  });
});
