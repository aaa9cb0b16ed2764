// The `validate` Docusaurus hands a plugin's validateOptions and validateThemeConfig: the plugin's
// own Joi schema checks what it is given, and its error is the plugin's message.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type JoiSchema = {
  validate: (value: unknown) => { value?: unknown; error?: unknown };
  unknown?: () => JoiSchema;
  describe?: () => { keys?: Record<string, unknown> };
};

/** A Joi-style schema's validate(), throwing its error. */
function validateWith(schema: JoiSchema, value: unknown): unknown {
  const result = schema.validate(value);
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result.value;
}

const isSchema = (schema: unknown): schema is JoiSchema => isObject(schema) && typeof schema.validate === 'function';

/** Docusaurus's `validate(schema, options)` for validateOptions: the plugin's schema checks its
 * own options; the instance `id` every plugin takes is kept beside them (and checked by the
 * schema when it names `id` itself, as the OpenAPI plugin's requires it). */
export function validateOptions(schema: unknown, value: unknown): unknown {
  if (!isSchema(schema) || !isObject(value)) return value;
  if (schema.describe?.().keys?.id !== undefined) return validateWith(schema, value);
  const { id, ...options } = value;
  const validated = validateWith(schema, options);
  return isObject(validated) ? { ...validated, id } : validated;
}

/** Docusaurus's `validate(schema, themeConfig)` for validateThemeConfig: the theme's keys checked,
 * every other theme's keys let through. */
export function validateThemeConfig(schema: unknown, value: unknown): unknown {
  if (!isSchema(schema)) return value;
  return validateWith(typeof schema.unknown === 'function' ? schema.unknown() : schema, value);
}
