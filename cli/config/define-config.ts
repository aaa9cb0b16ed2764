// What a site's config file imports: `import { defineConfig } from 'docgen'`.
// It only gives types; validation happens when the config is loaded.
import type { UserConfig } from './schema.js';

export type { UserConfig };

export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
