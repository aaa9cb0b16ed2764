// The site's Content-Security-Policy: embeds' origins found in pages, merged, and the site's own additions.
import { describe, expect, it } from 'vitest';
import { importedStyleSources } from '../bundle/bundle.js';
import { contentSecurityPolicy, embedSources, mergeSources } from './csp.js';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('embedSources', () => {
  it('finds the origins of frames and media from other sites, by directive', () => {
    const html = [
      '<iframe title="v" src="https://www.youtube-nocookie.com/embed/x?a=1&amp;b=2"></iframe>',
      "<iframe src='https://player.vimeo.com/video/1'></iframe>",
      '<video controls src="https://media.example.org/a.mp4"><track src="https://media.example.org/a.vtt"></video>',
      '<audio><source src=https://cdn.example.net/a.ogg></audio>',
      '<iframe src="/local/page.html"></iframe><img src="https://images.example.com/a.png"><iframe src="javascript:void(0)"></iframe>',
    ].join('');
    expect(embedSources(html)).toEqual({
      'frame-src': ['https://player.vimeo.com', 'https://www.youtube-nocookie.com'],
      'media-src': ['https://cdn.example.net', 'https://media.example.org'],
    });
    expect(embedSources('<p>no embeds</p>')).toEqual({});
  });

  it('merges pages into one sorted list per directive', () => {
    expect(
      mergeSources([
        { 'frame-src': ['https://b.example'] },
        undefined,
        { 'frame-src': ['https://a.example', 'https://b.example'], 'script-src': ["'sha256-x'"] },
      ]),
    ).toEqual({
      'frame-src': ['https://a.example', 'https://b.example'],
      'script-src': ["'sha256-x'"],
    });
  });
});

describe('contentSecurityPolicy', () => {
  it("allows what the pages embed and what the site adds, after the site's own origin", () => {
    const policy = contentSecurityPolicy({
      sources: { 'frame-src': ['https://www.youtube-nocookie.com'], 'script-src': ["'sha256-abc'"] },
      extra: { 'frame-src': ['https://player.vimeo.com'], 'connect-src': ['https://api.example.com'] },
    });
    expect(directive(policy, 'frame-src')).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.com");
    expect(directive(policy, 'script-src')).toBe("'self' 'wasm-unsafe-eval' 'sha256-abc'");
    expect(directive(policy, 'media-src')).toBeUndefined();
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(directive(contentSecurityPolicy({ forMeta: true }), 'frame-ancestors')).toBeUndefined();
  });
});

describe('importedStyleSources', () => {
  it.each([
    ["@import url('https://fonts.googleapis.com/css2?family=Inter&display=swap');", { 'style-src': ['https://fonts.googleapis.com'], 'font-src': ['https:'] }],
    ['@import"https://use.typekit.net/abc.css";', { 'style-src': ['https://use.typekit.net'], 'font-src': ['https:'] }],
    ['@import url(./local.css); body{font-family:x}', {}],
    ['.a{background:url(https://images.example.com/x.png)}', {}],
  ])('%s', (css, expected) => {
    expect(importedStyleSources([css])).toEqual(expected);
  });
});
