// Which redirects a site gets from its rules, and the page written at an old path.
import { describe, expect, it } from 'vitest';
import { planRedirects, redirectPage, REDIRECT_SCRIPT } from './redirects.js';

const paths = ['/', '/docs/intro', '/docs/guides/setup', '/downloads/app.zip', '/404'];
const options = { redirects: [], fromExtensions: [], toExtensions: [] };

describe('planRedirects', () => {
  it.each([
    ['a rule with one old path', { redirects: [{ from: '/docs/start', to: '/docs/intro' }] }, [['/docs/start', '/docs/intro']]],
    [
      'a rule with several, sorted, a trailing slash dropped',
      { redirects: [{ from: ['/old/', '/a'], to: '/docs/intro#part' }] },
      [
        ['/a', '/docs/intro#part'],
        ['/old', '/docs/intro#part'],
      ],
    ],
    ['a rule to another site', { redirects: [{ from: '/forum', to: 'https://forum.example.com/' }] }, [['/forum', 'https://forum.example.com/']]],
    [
      'createRedirects, asked with every page but the 404',
      { createRedirects: (path: string) => (path.startsWith('/docs/') ? path.replace('/docs/', '/manual/') : undefined) },
      [
        ['/manual/guides/setup', '/docs/guides/setup'],
        ['/manual/intro', '/docs/intro'],
      ],
    ],
    [
      'fromExtensions, for every page but the home page',
      { fromExtensions: ['html'] },
      [
        ['/docs/guides/setup.html', '/docs/guides/setup'],
        ['/docs/intro.html', '/docs/intro'],
        ['/downloads/app.zip.html', '/downloads/app.zip'],
      ],
    ],
    ['toExtensions', { toExtensions: ['zip'] }, [['/downloads/app', '/downloads/app.zip']]],
    [
      'never over a page, and the first rule for a path wins',
      {
        redirects: [
          { from: ['/docs/intro', '/x'], to: '/' },
          { from: '/x', to: '/docs/intro' },
        ],
      },
      [['/x', '/']],
    ],
  ])('%s', (_name, rules, expected) => {
    const planned = planRedirects({ options: { ...options, ...rules }, paths });
    expect(planned.problems).toEqual([]);
    expect(planned.redirects.map(({ from, to }) => [from, to])).toEqual(expected);
  });

  it('reports a rule whose target is no page, and an old path that is not a site path', () => {
    const planned = planRedirects({
      options: {
        ...options,
        redirects: [
          { from: '/old', to: '/docs/gone' },
          { from: 'docs/rel', to: '/docs/intro' },
        ],
      },
      paths,
    });
    expect(planned.redirects).toEqual([]);
    expect(planned.problems.map((problem) => problem.message)).toEqual([
      'the redirect from "/old" leads to "/docs/gone", which is no page of this site. Point it at a page\'s path (without the base URL), or at a full URL.',
      '"docs/rel" is not a path a redirect can start from. Write it as a site path starting with / (without the base URL), e.g. \'/docs/old-page\'.',
    ]);
  });
});

describe('redirectPage', () => {
  it('refreshes to the new URL, names it canonical, links it and runs the one script the policy allows', () => {
    const html = redirectPage({
      href: '/es/docs/intro?a=1&b=2',
      canonical: 'https://example.com/es/docs/intro?a=1&b=2',
      lang: 'es',
      title: 'Movida',
      link: 'Ir',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/es/docs/intro?a=1&amp;b=2">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/es/docs/intro?a=1&amp;b=2">');
    expect(html).toContain('<a id="redirect" href="/es/docs/intro?a=1&amp;b=2">Ir</a>');
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
