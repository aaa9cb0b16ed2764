import { describe, expect, it } from 'vitest';
import { THEME_END_RULE, trimThemeCss } from './trim-css.js';

const THEME = [
  '.navbar{height:60px}',
  '.col--offset-11{margin-left:91%}',
  '.alert--danger{color:red}',
  '.alert--info{color:blue}',
  'blockquote{padding:1rem}',
  'kbd{border:1px solid}',
  '[data-theme=dark] .navbar{background:#000}',
  'html[data-announcement-bar-initially-dismissed=true] .announcementBar_ncOr{display:none}',
  '.announcementBar_ncOr{height:30px}',
].join('');
const SITE = '.site-only{color:green}.col--offset-11{margin-left:0}';

describe('trimThemeCss', () => {
  it("keeps the theme's rules the code or the content can use, every rule of a prefix the code builds names from, and the site's CSS whole", async () => {
    const css = await trimThemeCss({
      css: `${THEME}${THEME_END_RULE}${SITE}`,
      scripts: ['function a(t){return jsx("nav",{className:"navbar announcementBar_ncOr"})}', 'const c=`alert--${type}`,m="dark"'],
      contentNames: ['blockquote', 'p'],
    });
    const [theme = '', site] = css.split('.site-only');
    for (const kept of [
      '.navbar{',
      '.alert--danger{',
      '.alert--info{',
      'blockquote{',
      '[data-theme=dark] .navbar{',
      'html[data-announcement-bar-initially-dismissed=true] .announcementBar_ncOr{',
    ])
      expect(theme, kept).toContain(kept);
    expect(theme).not.toContain('.col--offset-11');
    expect(theme).not.toContain('kbd');
    expect(theme).not.toContain('docgen-theme-end');
    expect(`.site-only${site}`).toBe(SITE);
  });

  it('says it is a bug when the marker is missing', async () => {
    await expect(trimThemeCss({ css: THEME, scripts: [], contentNames: [] })).rejects.toThrow(/docgen bug: the theme stylesheet has lost its end marker/);
  });
});
