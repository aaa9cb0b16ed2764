// `_headers`, for hosts that read it (Netlify, Cloudflare Pages; docgen serve too): the site's
// Content-Security-Policy, made of what its pages, redirects and bundle need.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS_FILE } from '../output/output-layout.js';
import type { Pass } from '../site/pass.js';
import { colorModeScript } from '../render/html-document.js';
import { contentSecurityPolicy, mergeSources, scriptHash, writeHeadersFile, type PolicySources } from '../site/csp.js';
import { siteTags } from '../site/site-tags.js';

/** `_headers` with the site's policy; a site that ships its own (in a static folder) keeps it as written. */
export function writeHeaders({ pass, sources }: { pass: Pick<Pass, 'config' | 'output'>; sources: readonly (PolicySources | undefined)[] }): void {
  const { config, output } = pass;
  if (config.staticDirs.some((dir) => existsSync(join(dir, HEADERS_FILE)))) return;
  const colorMode = scriptHash(colorModeScript(config.themeConfig.colorMode));
  const site = siteTags(config).sources;
  const policy = contentSecurityPolicy({ sources: mergeSources([...sources, site, { 'script-src': [colorMode] }]), extra: config.csp.directives });
  writeHeadersFile({ output, policy });
}
