// The mobile layout (390 px), Docusaurus's: the navbar folds into a toggle that slides in the
// .navbar-sidebar, showing the docs sidebar with a way back to the main menu; body scroll locks
// while it is open; it closes on navigation, on its close button, on Escape, and when the window
// grows to desktop width.
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
const panel = (page: Page) => page.locator('.navbar-sidebar');
// Docusaurus marks the open menu on the navbar; the panel's parts are its two menus.
const shown = (page: Page) => page.locator('nav.navbar').evaluate((nav) => nav.classList.contains('navbar-sidebar--show'));
const primary = (page: Page) => page.locator('.navbar-sidebar__item').nth(0);
const secondary = (page: Page) => page.locator('.navbar-sidebar__item').nth(1);
const bodyLocked = (page: Page) => page.evaluate(() => document.body.style.overflow === 'hidden');
// The "More" dropdown's caret button, which carries its state.
const dropdownCaret = (page: Page) => primary(page).locator('.menu__list-item-collapsible', { hasText: 'More' }).locator('.menu__caret');

describeInBrowser('mobile menu', () => {
  it('replaces the navbar items with a toggle and opens the docs sidebar, then the main menu', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await toggle(page).isVisible()).toBe(true);
    expect(await page.locator('.navbar__items > .navbar__link').first().isVisible()).toBe(false);
    expect(await page.locator('.theme-doc-sidebar-container').isVisible()).toBe(false);
    await toggle(page).click();
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => shown(page)).toBe(true);
    expect(await bodyLocked(page)).toBe(true);
    await expect.poll(() => secondary(page).locator('.theme-doc-sidebar-menu .menu__link').allTextContents()).toEqual(['Introduction', 'Guides', 'External']);
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await expect.poll(() => primary(page).locator('.menu__link').first().isVisible()).toBe(true);
    expect(await primary(page).locator('.menu__link').allTextContents()).toEqual(expect.arrayContaining(['Docs', 'Guides', 'Repository']));
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect.poll(() => shown(page)).toBe(false);
    expect(await bodyLocked(page)).toBe(false);
    await close();
  });

  it('closes on navigation and on Escape', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).click();
    await secondary(page).getByRole('link', { name: 'Guides' }).click();
    await page.waitForURL('**/docs/category/guides');
    await expect.poll(() => shown(page)).toBe(false);
    await toggle(page).click();
    await expect.poll(() => shown(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => shown(page)).toBe(false);
    await close();
  });

  it('closes when the window grows to desktop width, where the toggle is gone', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).click();
    await expect.poll(() => shown(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => shown(page)).toBe(false);
    expect(await panel(page).count()).toBe(0);
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await bodyLocked(page)).toBe(false);
    await close();
  });

  it('starts a dropdown expanded only when it holds the current page, and toggles it', async () => {
    const dropdownOpen = (page: Page) => dropdownCaret(page).getAttribute('aria-expanded');
    const inside = await open('/docs/guides/first');
    await toggle(inside.page).click();
    await inside.page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await dropdownOpen(inside.page)).toBe('true');
    expect(await primary(inside.page).getByRole('link', { name: 'First' }).isVisible()).toBe(true);
    await inside.close();
    const outside = await open('/docs/category/guides');
    await toggle(outside.page).click();
    await outside.page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await dropdownOpen(outside.page)).toBe('false');
    expect(await primary(outside.page).getByRole('link', { name: 'First' }).count()).toBe(0);
    await dropdownCaret(outside.page).click();
    await expect.poll(() => primary(outside.page).getByRole('link', { name: 'First' }).isVisible()).toBe(true);
    await outside.close();
  });

  it('offers the main menu right away on pages without a docs sidebar, in the locale language', async () => {
    const { page, close } = await open('/es/');
    await page.getByRole('button', { name: 'Alternar barra de navegación' }).click();
    await expect.poll(() => primary(page).locator('.menu__link').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cerrar barra de navegación' }).count()).toBe(1);
    await close();
  });
});
