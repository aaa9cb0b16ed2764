import { describe, expect, it } from 'vitest';
import { moduleCandidates } from './plugin-modules.js';

describe("a plugin's module name, as Docusaurus's shorthands spell it", () => {
  it.each([
    ['sitemap', 'plugin', ['sitemap', '@docusaurus/plugin-sitemap', 'docusaurus-plugin-sitemap']],
    ['awesome', 'theme', ['awesome', '@docusaurus/theme-awesome', 'docusaurus-theme-awesome']],
    ['@my-company', 'plugin', ['@my-company/docusaurus-plugin']],
    ['@my-company/awesome', 'preset', ['@my-company/awesome', '@my-company/docusaurus-preset-awesome']],
  ] as const)('%s (%s)', (name, kind, expected) => {
    expect(moduleCandidates(name, kind)).toEqual(expected);
  });
});
