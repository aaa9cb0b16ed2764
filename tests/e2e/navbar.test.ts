// Navbar behaviour in Chromium: dropdowns by mouse and keyboard with correct ARIA, the locale
// dropdown keeping query string and hash, and the keyboard-navigation focus style.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const served = useServedFixture('basic');

const open = (path: string) => openPage(served(), path, { viewport: { width: 1280, height: 800 } });

const toggle = (page: Page) => page.locator('.dropdown__toggle').first();
const menuVisible = (page: Page) => page.locator('.dropdown__menu').first().isVisible();

describe.skipIf(!hasChromium)('navbar (skipped: Chromium not installed here)', () => {
  it('opens a dropdown on hover and closes it when the mouse leaves', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await toggle(page).getAttribute('aria-haspopup')).toBe('true');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    await toggle(page).hover();
    await expect.poll(() => menuVisible(page)).toBe(true);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 600);
    await expect.poll(() => menuVisible(page)).toBe(false);
    await close();
  });

  it('opens with Enter, moves with the arrow keys, closes with Escape back on the toggle', async () => {
    const { page, close } = await open('/docs/intro');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5000 }).toBe('English');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5000 }).toBe('Español');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuVisible(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle'))).toBe(true);
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
