import { describe, expect, it } from 'vitest';
import { isSamePath } from './location.js';

describe('isSamePath', () => {
  it('reads paths as Docusaurus does: a trailing slash and letter case make no difference', () => {
    expect(isSamePath('/docs/intro', '/docs/intro/')).toBe(true);
    expect(isSamePath('/Docs/Intro', '/docs/intro')).toBe(true);
    expect(isSamePath('/docs/intro', '/docs/intro-2')).toBe(false);
    expect(isSamePath('/docs/a', '/docs/b')).toBe(false);
    expect(isSamePath('', '/')).toBe(true);
    expect(isSamePath(undefined, undefined)).toBe(true);
    expect(isSamePath('/docs', undefined)).toBe(false);
  });

  it('compares paths outside ASCII after lower case, whose length it may change', () => {
    expect(isSamePath('/d\u0130', '/di\u0307')).toBe(true);
    expect(isSamePath('/caf\u00e9', '/CAF\u00c9/')).toBe(true);
  });
});
