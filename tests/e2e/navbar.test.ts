// Navbar behaviour in Chromium: dropdowns by mouse and keyboard with correct ARIA, the locale
// dropdown keeping query string and hash, and the keyboard-navigation focus style.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic');

const open = (path: string) => openPage(served(), path, { viewport: { width: 1280, height: 800 } });

// A dropdown's label: Docusaurus's `a.navbar__link` with role button.
const toggle = (page: Page) => page.locator('.navbar__item.dropdown > .navbar__link').first();
const menuVisible = (page: Page) => page.locator('.dropdown__menu').first().isVisible();

describeInBrowser('navbar', () => {
  it('opens a dropdown on hover and closes it when the mouse leaves', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await toggle(page).getAttribute('aria-haspopup')).toBe('true');
    expect(await toggle(page).getAttribute('role')).toBe('button');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuVisible(page)).toBe(false);
    // Infima's hoverable dropdown: the pointer shows it, as on Docusaurus.
    await toggle(page).hover();
    await expect.poll(() => menuVisible(page)).toBe(true);
    await page.mouse.move(5, 600);
    await expect.poll(() => menuVisible(page)).toBe(false);
    await close();
  });

  it('opens with Enter, moves with the arrow keys, closes with Escape back on the toggle', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
    // The label reads "English" too: only a focused menu link counts.
    const focusedLink = () => page.evaluate(() => (document.activeElement?.matches('.dropdown__link') ? document.activeElement.textContent : null));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedLink).toBe('English');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedLink).toBe('Español');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuVisible(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('.navbar__item.dropdown > .navbar__link'))).toBe(true);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('closes an open dropdown when focus or a click goes elsewhere', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).click();
    await expect.poll(() => menuVisible(page)).toBe(true);
    await page.mouse.click(640, 500);
    await expect.poll(() => menuVisible(page)).toBe(false);
    await close();
  });

  it('switches locale keeping the query string and the hash', async () => {
    const { page, close } = await open('/docs/intro?tab=yarn#overview');
    await toggle(page).click();
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL('**/es/docs/intro?tab=yarn#overview');
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES');
    await close();
  });

  it('keeps the query string and the hash in the locale links once hydrated, for a middle click or a copied link', async () => {
    const { page, close } = await open('/docs/intro?tab=yarn#overview');
    const spanish = page.getByRole('link', { name: 'Español', includeHidden: true });
    await expect.poll(() => spanish.getAttribute('href')).toBe('/es/docs/intro?tab=yarn#overview');
    // Tabs write their query key without an event: pointing at the link reads the location again.
    await page.evaluate(() => history.replaceState(history.state, '', '/docs/intro?tab=npm#setup'));
    await toggle(page).hover();
    await spanish.hover();
    await expect.poll(() => spanish.getAttribute('href')).toBe('/es/docs/intro?tab=npm#setup');
    await close();
  });

  /** Where the focus is after Tab (the skip link), Enter, Tab: its text and landmark. */
  const afterSkipLink = async (page: Page) => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    return page.evaluate(() => {
      const active = document.activeElement;
      const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim();
      return { name, inMain: Boolean(active?.closest('main')), inSidebar: Boolean(active?.closest('aside')) };
    });
  };

  it.each([
    ['a doc, past its sidebar (the breadcrumbs first)', '/docs/intro', 'Home page'],
    ["a site's own React page, into its <main>", '/', 'Read the docs'],
  ])('skips to the main content of %s', async (_, path, first) => {
    const { page, close } = await open(path);
    const focused = await afterSkipLink(page);
    expect(focused).toEqual({ name: first, inMain: true, inSidebar: false });
    await close();
  });

  it('skips past the navbar on the not-found page, whose main content has no link (the footer comes next)', async () => {
    const { page, close } = await open('/nowhere');
    expect(await afterSkipLink(page)).toEqual({ name: 'Intro', inMain: false, inSidebar: false });
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).toBe(true);
    await close();
  });

  it('skips past the navbar with JavaScript off too, into the main wrapper (as Docusaurus does)', async () => {
    const { page, close } = await openPage(served(), '/docs/intro', { javaScriptEnabled: false, hydrated: false, viewport: { width: 1280, height: 800 } });
    await afterSkipLink(page);
    expect(
      await page.evaluate(() => ({
        inWrapper: Boolean(document.activeElement?.closest('#__docusaurus_skipToContent_fallback')),
        inNavbar: Boolean(document.activeElement?.closest('nav.navbar')),
      })),
    ).toEqual({ inWrapper: true, inNavbar: false });
    await close();
  });

  it('shows the keyboard focus style after Tab and drops it on a mouse press', async () => {
    const { page, close } = await open('/docs/intro');
    const keyboard = () => page.evaluate(() => document.documentElement.classList.contains('navigation-with-keyboard'));
    expect(await keyboard()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await keyboard()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.mouse.down();
    await page.mouse.up();
    expect(await keyboard()).toBe(false);
    await close();
  });
});
