// The mobile layout (390 px): the navbar folds into a toggle that opens a panel with the docs
// sidebar and the main menu; body scroll locks while it is open; it closes on navigation, on its
// close button, on Escape, and when the window grows to desktop width.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic', (site) =>
  site.edit('site.config.ts', (text) =>
    text.replace(
      "{ type: 'localeDropdown' },",
      "{ type: 'localeDropdown' },\n        { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'First', to: '/docs/guides/first' }] },",
    ),
  ),
);

const open = (path: string, width = 390) => openPage(served(), path, { viewport: { width, height: 800 } });

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const panel = (page: Page) => page.locator('.navbar-sidebar__panel');
const bodyLocked = (page: Page) => page.evaluate(() => document.body.style.overflow === 'hidden');

describeInBrowser('mobile menu', () => {
  it('replaces the navbar items with a toggle and opens the docs sidebar, then the main menu', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await toggle(page).isVisible()).toBe(true);
    expect(await page.locator('.navbar__items > .navbar__link').first().isVisible()).toBe(false);
    expect(await page.locator('main .doc-sidebar').isVisible()).toBe(false);
    await toggle(page).click();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await bodyLocked(page)).toBe(true);
    expect(await panel(page).locator('.doc-sidebar .menu__link').allTextContents()).toEqual(['Introduction', 'Guides', 'External']);
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await panel(page).locator('.navbar__link').allTextContents()).toEqual(expect.arrayContaining(['Docs', 'Guides', 'Repository']));
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    expect(await panel(page).count()).toBe(0);
    expect(await bodyLocked(page)).toBe(false);
    await close();
  });

  it('closes on navigation and on Escape', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).click();
    await panel(page).getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL('**/docs/category/guides');
    await expect.poll(() => panel(page).count()).toBe(0);
    await toggle(page).click();
    await page.keyboard.press('Escape');
    expect(await panel(page).count()).toBe(0);
    await close();
  });

  it('closes when the window grows to desktop width, where the toggle is gone', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).click();
    expect(await panel(page).count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await bodyLocked(page)).toBe(false);
    await close();
  });

  it('starts a dropdown expanded only when it holds the current page, and toggles it', async () => {
    const dropdownOpen = (page: Page) => page.locator('.navbar-sidebar__dropdown').getAttribute('aria-expanded');
    const inside = await open('/docs/guides/first');
    await toggle(inside.page).click();
    await inside.page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await dropdownOpen(inside.page)).toBe('true');
    expect(await panel(inside.page).getByRole('link', { name: 'First' }).isVisible()).toBe(true);
    await inside.close();
    const outside = await open('/docs/category/guides');
    await toggle(outside.page).click();
    await outside.page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await dropdownOpen(outside.page)).toBe('false');
    expect(await panel(outside.page).getByRole('link', { name: 'First' }).count()).toBe(0);
    await outside.page.locator('.navbar-sidebar__dropdown').click();
    await expect.poll(() => panel(outside.page).getByRole('link', { name: 'First' }).isVisible()).toBe(true);
    await outside.close();
  });

  it('offers the main menu right away on pages without a docs sidebar, in the locale language', async () => {
    const { page, close } = await open('/es/');
    await page.getByRole('button', { name: 'Alternar barra de navegación' }).click();
    expect(await panel(page).locator('.navbar__link').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cerrar barra de navegación' }).count()).toBe(1);
    await close();
  });
});
