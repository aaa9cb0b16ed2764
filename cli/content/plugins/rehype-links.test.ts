import { describe, expect, it } from 'vitest';
import { resolveFromPage } from './rehype-links.js';

describe('resolveFromPage: a link written relative to the page, as the browser resolves it', () => {
  it.each([
    ['./guides/setup', '/docs/intro', '/docs/guides/setup'],
    ['guides/setup#first-step', '/docs/intro', '/docs/guides/setup#first-step'],
    ['../api/verify?tab=curl', '/es/docs/guides/setup', '/es/docs/api/verify?tab=curl'],
    // A page served with a trailing slash is a folder: links resolve inside it.
    ['./setup', '/docs/guides/', '/docs/guides/setup'],
    ['./', '/docs/guides/setup', '/docs/guides/'],
    ['../../../../x', '/docs/a', '/x'],
    // Characters stay as written, not percent-encoded.
    ['./guía', '/docs/intro', '/docs/guía'],
  ])('%s on %s', (raw, page, expected) => {
    expect(resolveFromPage(raw, page)).toBe(expected);
  });
});
