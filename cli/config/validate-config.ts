// Validates a loaded config against the schema and reports every problem at once, by key path.
import type * as z from 'zod';
import { isCustomNavbarType, NAVBAR_ITEM_TYPES } from '../../runtime/shared/navbar-types.js';
import { DocgenError, problems, type Problem } from '../errors.js';
import { configSchema, type ValidatedConfig } from './schema.js';

/** Formats a zod path like `themeConfig.navbar.items[2].label`. */
export function formatKeyPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`)).join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}. Remove it, check its spelling, or keep your own data under customFields`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `is required (expected ${issue.expected})`;
  return issue.message;
}

function checkNavbarTypes(items: unknown, path: string, found: Problem[]): void {
  if (!Array.isArray(items)) return;
  items.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return;
    const { type, items: children } = item as { type?: unknown; items?: unknown };
    const key = `${path}[${index}]`;
    if (typeof type === 'string' && (type === 'custom' || !(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) && !isCustomNavbarType(type)) {
      found.push(problems.navbarItemType({ key: `${key}.type`, type, known: NAVBAR_ITEM_TYPES.filter((known) => known !== 'custom') }));
    }
    checkNavbarTypes(children, `${key}.items`, found);
  });
}

/** Returns the validated config with defaults applied, or throws a DocgenError listing every problem. */
export function validateConfig({ input }: { input: unknown }): ValidatedConfig {
  const found: Problem[] = [];
  const result = configSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      found.push(problems.configInvalid({ key: formatKeyPath(issue.path) || '(root)', reason: describeIssue(issue) }));
    }
  }
  const navbar = (input as { themeConfig?: { navbar?: { items?: unknown } } } | undefined)?.themeConfig?.navbar;
  checkNavbarTypes(navbar?.items, 'themeConfig.navbar.items', found);
  if (found.length > 0 || !result.success) throw new DocgenError(found);
  return result.data;
}
