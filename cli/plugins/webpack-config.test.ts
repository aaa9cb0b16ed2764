import { describe, expect, it } from 'vitest';
import { baseWebpackConfig, bundlerPartsOf, mergeWebpack, webpackUtils } from './webpack-config.js';

describe('configureWebpack as esbuild can follow it', () => {
  it('merges what a plugin returns the way webpack-merge does: objects key by key, lists joined', () => {
    const merged = mergeWebpack(
      { resolve: { alias: { a: '/a' }, extensions: ['.js'] }, plugins: ['one'] },
      { resolve: { alias: { b: '/b' }, extensions: ['.md'] }, plugins: ['two'], devtool: false },
    );
    expect(merged).toEqual({ resolve: { alias: { a: '/a', b: '/b' }, extensions: ['.js', '.md'] }, plugins: ['one', 'two'], devtool: false });
    // A list the plugin asks to come first, as plugin-ideal-image asks for its rule.
    const prepended = mergeWebpack(
      { module: { rules: ['docusaurus'] }, plugins: ['one'] },
      { mergeStrategy: { 'module.rules': 'prepend' }, module: { rules: ['image'] }, plugins: ['two'] },
    );
    expect(prepended).toEqual({ module: { rules: ['image', 'docusaurus'] }, plugins: ['one', 'two'] });
  });

  it('keeps aliases, fallbacks, DefinePlugin constants, raw text rules, externals and loaders for other files, and names every other part', () => {
    const { DefinePlugin } = webpackUtils.currentBundler.instance;
    class BannerPlugin {}
    const base = baseWebpackConfig(false);
    const config = mergeWebpack(base, {
      resolve: { alias: { lodash$: '/site/lodash-lite.js', '@data': '/site/data' }, fallback: { fs: false, path: 'path-browserify' }, symlinks: false },
      plugins: [new DefinePlugin({ __CHANNEL__: JSON.stringify('stable'), LIMIT: 3, COMPUTED: 'Date.now()' }), new BannerPlugin()],
      module: {
        rules: [
          { test: /\.txt$/, use: 'raw-loader' },
          { test: /\.md$/, type: 'asset/source' },
          { test: /\.ya?ml$/, include: '/site/src/data', use: ['yaml-loader', { loader: '/site/plugins/strip.js', options: { keep: 1 } }] },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      devServer: { port: 3001 },
      externals: { 'open-ask-ai': 'OpenAskAi', fn: () => undefined },
    });
    const { extension, left } = bundlerPartsOf({ config, base: baseWebpackConfig(false) });
    expect(extension).toEqual({
      aliases: [
        { from: 'lodash', exact: true, to: '/site/lodash-lite.js' },
        { from: '@data', exact: false, to: '/site/data' },
        { from: 'fs', exact: false, to: false },
        { from: 'path', exact: false, to: 'path-browserify' },
      ],
      define: { __CHANNEL__: '"stable"', LIMIT: '3' },
      rawText: ['\\.txt$', '\\.md$'],
      externals: { 'open-ask-ai': 'OpenAskAi' },
      // A file docgen has no loader for goes through the rule's loaders; CSS stays docgen's.
      loaders: [
        {
          test: '\\.ya?ml$',
          flags: '',
          include: ['/site/src/data'],
          use: [{ loader: 'yaml-loader' }, { loader: '/site/plugins/strip.js', options: { keep: 1 } }],
        },
      ],
      provide: {},
    });
    expect(left).toEqual([
      'resolve.symlinks',
      'DefinePlugin COMPUTED',
      'plugins: BannerPlugin',
      'module.rules[3] (style-loader, css-loader)',
      'externals.fn',
      'devServer',
    ]);
  });

  it("defines process.env keys as EnvironmentPlugin does: the build's environment over the defaults given", () => {
    const { EnvironmentPlugin } = webpackUtils.currentBundler.instance;
    process.env.DOCGEN_TEST_CHANNEL = 'beta';
    try {
      const config = mergeWebpack(baseWebpackConfig(false), {
        plugins: [
          new EnvironmentPlugin({ DOCGEN_TEST_CHANNEL: 'stable', PWA_DEBUG: false, PWA_STRATEGIES: ['appInstalled', 'queryString'] }),
          new EnvironmentPlugin(['DOCGEN_TEST_UNSET']),
        ],
      });
      const { extension, left } = bundlerPartsOf({ config, base: baseWebpackConfig(false) });
      expect(extension.define).toEqual({
        'process.env.DOCGEN_TEST_CHANNEL': '"beta"',
        'process.env.PWA_DEBUG': 'false',
        'process.env.PWA_STRATEGIES': '["appInstalled","queryString"]',
      });
      expect(left).toEqual(['EnvironmentPlugin DOCGEN_TEST_UNSET']);
    } finally {
      delete process.env.DOCGEN_TEST_CHANNEL;
    }
  });

  it("provides ProvidePlugin's variables (a module, or a named export of one), and leaves a Sass rule to docgen's own Sass", () => {
    const { ProvidePlugin } = webpackUtils.currentBundler.instance;
    const config = mergeWebpack(baseWebpackConfig(false), {
      plugins: [
        new ProvidePlugin({ process: '/site/node_modules/process/browser.js', Buffer: ['buffer', 'Buffer'], 'window.jQuery': 'jquery', deep: ['a', 'b', 'c'] }),
      ],
      module: {
        rules: [{ test: /\.s[ac]ss$/, include: '/site/node_modules/theme/lib', use: [{ loader: '/site/node_modules/sass-loader/dist/cjs.js', options: {} }] }],
      },
    });
    const { extension, left } = bundlerPartsOf({ config, base: baseWebpackConfig(false) });
    expect(extension.provide).toEqual({ process: { request: '/site/node_modules/process/browser.js' }, Buffer: { request: 'buffer', name: 'Buffer' } });
    expect(extension.loaders).toEqual([]);
    expect(left).toEqual(['ProvidePlugin window.jQuery', 'ProvidePlugin deep']);
  });
});
