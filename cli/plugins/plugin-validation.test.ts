// The `validate` plugins get, with Joi schemas as plugins write them (Joi from the test plugins' install).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateOptions, validateThemeConfig } from './plugin-validation.js';

/** The parts of Joi these tests use. */
interface Schema {
  required(): Schema;
  default(value?: unknown): Schema;
}
interface Joi {
  object(keys?: Record<string, Schema>): Schema;
  string(): Schema;
  number(): Schema;
}
const Joi = createRequire(join(import.meta.dirname, '..', '..', 'tests', 'plugin-packages', 'package.json'))('joi') as Joi;

describe('validateOptions', () => {
  it("checks a plugin's own options and keeps the instance id beside them", () => {
    const schema = Joi.object({ dataFile: Joi.string().required(), limit: Joi.number().default(5) });
    expect(validateOptions(schema, { id: 'default', dataFile: 'data/releases.json' })).toEqual({ id: 'default', dataFile: 'data/releases.json', limit: 5 });
    expect(() => validateOptions(schema, { id: 'default' })).toThrow('"dataFile" is required');
  });

  it('lets a schema that names the id check it (the OpenAPI plugin requires one)', () => {
    const schema = Joi.object({ id: Joi.string().required(), config: Joi.object().required() });
    expect(validateOptions(schema, { id: 'api', config: {} })).toEqual({ id: 'api', config: {} });
  });
});

describe('validateThemeConfig', () => {
  it("checks the theme's keys and lets every other theme's through", () => {
    const schema = Joi.object({ mermaid: Joi.object({ theme: Joi.object().default({ light: 'default', dark: 'dark' }) }).default() });
    expect(validateThemeConfig(schema, { navbar: { title: 'Site' } })).toEqual({
      navbar: { title: 'Site' },
      mermaid: { theme: { light: 'default', dark: 'dark' } },
    });
  });
});
