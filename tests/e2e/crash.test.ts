// A page that crashes in the browser shows the crash page inside the site frame: the navbar still
// works, the error and its causes are listed, and "Try again" renders the page again.
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

// An item whose data breaks its renderer (a dropdown whose items are not a list), shown after
// mount so the server render succeeds and the browser's error boundary is what is tested.
const BROKEN_ITEM_PAGE = `
import { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import NavbarItemView from '@theme/navbar/NavbarItem';

export default function BrokenItem() {
  const [show, setShow] = useState(false);
  useEffect(() => setShow(true), []);
  return (
    <Layout title="Broken item">
      <main>
        <h1>Broken item</h1>
        <div id="items">
          {show ? <NavbarItemView item={{ type: 'dropdown', label: 'Tools', position: 'left', items: 5 }} /> : null}
          <NavbarItemView item={{ type: 'default', label: 'Still here', position: 'left', to: '/docs/intro' }} />
        </div>
      </main>
    </Layout>
  );
}
`;

const served = useServedFixture('basic', async (site) => {
  await site.write('pages/crash.tsx', CRASHING_PAGE);
  await site.write('pages/broken-item.tsx', BROKEN_ITEM_PAGE);
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
    expect(await page.locator('.crash-page__error').textContent()).toBe('Error: Boom in the page');
    expect(await page.locator('.crash-page__cause').textContent()).toBe('Cause: Error: The root cause');
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
    await page.goto(served().url('/broken-item'));
    await page.waitForSelector('html[data-hydrated="true"]');
    const failed = page.locator('#items .navbar__item--failed');
    await expect.poll(() => failed.textContent()).toBe('A navbar item failed to render: Tools. Please check your navbar configuration.');
    expect(await page.locator('#items').getByRole('link', { name: 'Still here' }).count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Broken item');
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
