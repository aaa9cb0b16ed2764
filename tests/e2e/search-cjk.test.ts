// Offline search in Japanese and Chinese, whose words are not separated by spaces: Pagefind
// segments the pages' text into words when it indexes them, and the query in the browser, so a
// word from the middle of a sentence finds its page, in the dialog of a Japanese interface too.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.js';
import { searchIndex } from '../helpers/search-index.js';
import { openPage, useServedFixture } from '../helpers/served-site.js';

const JAPANESE = `---
title: はじめに
---

このサイトでは顔認証でウォレットを保護する方法を説明します。
`;

const CHINESE = `---
title: 简介
---

本网站介绍如何使用人脸识别保护您的钱包。
`;

const served = useServedFixture('basic', async (site) => {
  await site.edit('site.config.ts', (text) => text.replace("locales: ['en', 'es'],", "locales: ['en', 'es', 'ja', 'zh-Hans'],"));
  for (const [locale, text] of [
    ['ja', JAPANESE],
    ['zh-Hans', CHINESE],
  ] as const) {
    await mkdir(join(site.dir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
    await site.write(`i18n/${locale}/docusaurus-plugin-content-docs/current/intro.md`, text);
  }
});

describeInBrowser('search in Japanese and Chinese', () => {
  it('finds a page by a word from the middle of a sentence', async () => {
    const { page, close } = await openPage(served(), '/ja/docs/intro');
    expect(await searchIndex(page, '/pagefind/ja/ja/', '保護')).toEqual(['/ja/docs/intro']);
    expect(await searchIndex(page, '/pagefind/ja/ja/', 'ウォレット')).toEqual(['/ja/docs/intro']);
    expect(await searchIndex(page, '/pagefind/zh-Hans/zh/', '钱包')).toEqual(['/zh-Hans/docs/intro']);
    expect(await searchIndex(page, '/pagefind/zh-Hans/zh/', '人脸识别')).toEqual(['/zh-Hans/docs/intro']);
    await close();
  });

  it('searches from the dialog of the Japanese interface', async () => {
    const { page, close } = await openPage(served(), '/ja/docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'ドキュメントを検索' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('保護');
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent()).toMatch(/^\d+件の結果$/);
    expect(await page.getByRole('option').first().getAttribute('href')).toMatch(/^\/ja\/docs\/intro(#|$)/);
    await close();
  });
});
