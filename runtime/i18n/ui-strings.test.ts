// Every language docgen ships says every UI string, with the same placeholders as English, and a
// locale code finds its language the way sites write codes.
import { describe, expect, it } from 'vitest';
import { ENGLISH, UI_STRINGS, uiStringsFor } from './ui-strings.js';

// A plural message (forms split by `|`) may name a placeholder in several forms, or in none of one.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('the shipped UI strings', () => {
  it.each(Object.keys(UI_STRINGS))('%s has every English key, in order, each with its placeholders, none left in English by mistake', (code) => {
    const strings = UI_STRINGS[code] ?? {};
    expect(Object.keys(strings)).toEqual(Object.keys(ENGLISH));
    for (const [key, english] of Object.entries(ENGLISH)) {
      expect({ key, placeholders: placeholders(strings[key] ?? '') }).toEqual({ key, placeholders: placeholders(english) });
      expect(strings[key]?.trim()).not.toBe('');
    }
    if (code !== 'en') expect(strings['theme.TOCCollapsible.toggleButtonLabel']).not.toBe(ENGLISH['theme.TOCCollapsible.toggleButtonLabel']);
  });

  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-hant', 'zh-Hant'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['fr-CA', 'fr'],
    ['ko', 'ko'],
  ])('locale %s reads %s', (locale, code) => {
    expect(uiStringsFor(locale)).toBe(UI_STRINGS[code]);
  });

  it('has nothing for a language it does not ship: the build falls back to English', () => {
    expect(uiStringsFor('nl')).toBeUndefined();
  });
});
