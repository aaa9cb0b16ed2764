// The Docusaurus fixture with Algolia DocSearch configured, and the site's @docsearch/react (this
// repository's, linked into the copy's node_modules as a site would have it installed).
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FixtureSite } from './fixture.js';

const ROOT = join(import.meta.dirname, '..', '..');

export async function withDocSearch(site: FixtureSite, { installed = true }: { installed?: boolean } = {}): Promise<void> {
  if (installed) await symlink(join(ROOT, 'node_modules', '@docsearch'), join(site.dir, 'node_modules', '@docsearch'), 'dir');
  await site.edit('docusaurus.config.js', (text) =>
    text.replace('  themeConfig: {\n', "  themeConfig: {\n    algolia: { appId: 'FIXTUREAPP', apiKey: 'search-only-key', indexName: 'fixture' },\n"),
  );
}
