// A YAML or JSON file of key -> object, as a blog's authors file and a tags file are written.
import { existsSync, readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import type { Problem } from '../errors.js';

export type Raw = Record<string, unknown>;
export const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A non-empty string, else undefined. */
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The file's entries, or {} when it does not exist; what is wrong with it goes to `found`. */
export function readKeyedFile({ file, found, invalid }: { file: string; found: Problem[]; invalid: (reason: string) => Problem }): Record<string, Raw> {
  if (!existsSync(file)) return {};
  let data: unknown;
  try {
    const content = readFileSync(file, 'utf8');
    data = file.endsWith('.json') ? JSON.parse(content) : loadYaml(content);
  } catch (error) {
    found.push(invalid(((error as Error).message.split('\n')[0] ?? 'not valid').replace(/[:.]\s*$/, '')));
    return {};
  }
  if (data === undefined || data === null) return {};
  if (!isObject(data)) {
    found.push(invalid('it is not a map of keys'));
    return {};
  }
  const map: Record<string, Raw> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && !isObject(value)) found.push(invalid(`the entry "${key}" is not an object`));
    else map[key] = value ?? {};
  }
  return map;
}
