// The texts a site's own code marks for translation, found as Docusaurus finds them: in every
// .js/.jsx/.ts/.tsx file of src/, the `<Translate>` elements and `translate({...})` calls whose
// names are imported from '@docusaurus/Translate', when their id, message and description are
// written out (not computed). esbuild strips the types (keeping JSX), acorn parses.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { Parser, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import { transform, type Loader } from 'esbuild';
import type { Expression, Node } from 'estree-jsx';
import { visit } from 'estree-util-visit';
import { logger } from '../../logger.js';
import type { TranslationMessage } from './translation-file.js';

const JsxParser = Parser.extend(jsx());
const PARSE_OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module' };
const LOADERS: Readonly<Record<string, Loader>> = { '.js': 'jsx', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx' };
const TRANSLATE_MODULE = '@docusaurus/Translate';

/** The site's source files, sorted: dependencies and dot folders left out, as are type declarations. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && extname(entry.name) in LOADERS && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part === 'node_modules' || part.startsWith('.')),
    )
    .sort();
}

/** A value written out in the code (a string, a number, strings joined with +, an object of those); undefined otherwise. */
function staticValue(node: Node | null | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' ? node.value : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('') : undefined;
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const [left, right] = [staticValue(node.left as Node), staticValue(node.right)];
      return left !== undefined && right !== undefined && typeof left !== 'object' && typeof right !== 'object' ? `${left}${right}` : undefined;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return undefined;
        const name = property.key.type === 'Identifier' ? property.key.name : staticValue(property.key);
        const value = staticValue(property.value as Node);
        if (name === undefined || value === undefined) return undefined;
        object[String(name)] = value;
      }
      return object;
    }
    case 'JSXExpressionContainer':
      return node.expression.type === 'JSXEmptyExpression' ? undefined : staticValue(node.expression);
    default:
      return undefined;
  }
}

/** The local names of Translate (the default export) and translate() imported in a module. */
function translateNames(program: Node): { component?: string; fn?: string } {
  const names: { component?: string; fn?: string } = {};
  if (program.type !== 'Program') return names;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== TRANSLATE_MODULE) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.component = specifier.local.name;
      if (specifier.type === 'ImportSpecifier') {
        const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        if (imported === 'translate') names.fn = specifier.local.name;
      }
    }
  }
  return names;
}

type Found = [string, TranslationMessage];

/** A <Translate> element's entry: its id (else its text) -> its text (else its id). */
function fromElement(node: Node & { type: 'JSXElement' }): Found | string {
  const prop = (name: string) => {
    const attribute = node.openingElement.attributes.find((candidate) => candidate.type === 'JSXAttribute' && candidate.name.name === name);
    if (!attribute || attribute.type !== 'JSXAttribute') return { given: false, value: undefined };
    const value = staticValue(attribute.value as Node | null);
    return { given: true, value: typeof value === 'string' ? value : undefined };
  };
  const [id, description] = [prop('id'), prop('description')];
  if ((id.given && id.value === undefined) || (description.given && description.value === undefined))
    return 'its id and description must be written out as strings';
  const note = description.value ? { description: description.value } : {};
  // Whitespace around the text is the layout of the JSX, not part of the message.
  const children = node.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''));
  if (children.length === 0) return id.value ? [id.value, { message: id.value, ...note }] : 'without children it needs an id';
  const child = children.length === 1 ? children[0] : undefined;
  const text = child?.type === 'JSXText' ? child.value.trim().replace(/\s+/g, ' ') : staticValue(child as Node | undefined);
  if (typeof text !== 'string' && typeof text !== 'number') return 'its children must be one text written out';
  return [id.value ?? String(text), { message: String(text), ...note }];
}

/** A translate({ id, message, description }) call's entry. */
function fromCall(args: readonly Node[]): Found | string {
  if (args.length < 1 || args.length > 2) return 'it takes one or two arguments';
  const value = staticValue(args[0] as Expression);
  if (typeof value !== 'object' || value === null) return 'its first argument must be an object whose id, message and description are written out';
  const { id, message, description } = value as Record<string, unknown>;
  if (id === undefined && message === undefined) return 'it needs an id or a message';
  return [String(id ?? message), { message: String(message ?? id), ...(description ? { description: String(description) } : {}) }];
}

/** One file's entries, in the order they are written; what cannot be read is warned about. */
async function extractFile({ file, siteDir }: { file: string; siteDir: string }): Promise<Found[]> {
  const shown = relative(siteDir, file).split(sep).join('/');
  const source = await readFile(file, 'utf8');
  // A file that never names the module has nothing to find: most of a site's files.
  if (!source.includes(TRANSLATE_MODULE)) return [];
  let program: Node;
  let code: string;
  try {
    ({ code } = await transform(source, { loader: LOADERS[extname(file)] ?? 'jsx', jsx: 'preserve', target: 'esnext', sourcefile: shown }));
    program = JsxParser.parse(code, PARSE_OPTIONS) as unknown as Node;
  } catch (error) {
    // esbuild's failure lists its errors with their line; acorn's message has it already.
    const [first] = (error as { errors?: { text: string; location?: { line: number } | null }[] }).errors ?? [];
    const reason = first ? `line ${first.location?.line ?? '?'}: ${first.text}` : (error as Error).message;
    logger.warn(`${shown}: could not read the file for its translations (${reason}); its texts are not in code.json.`);
    return [];
  }
  const { component, fn } = translateNames(program);
  const found: Found[] = [];
  // Lines of the code without its types are not the file's: the excerpt says where.
  const skip = (node: Node, reason: string) => {
    const { start, end } = node as Node & { start: number; end: number };
    const excerpt = code.slice(start, end).replace(/\s+/g, ' ');
    logger.warn(
      `${shown}: ${excerpt.length > 80 ? `${excerpt.slice(0, 77)}...` : excerpt} is left out of code.json: ${reason} (a value computed when the page runs cannot be listed).`,
    );
  };
  visit(program, (node) => {
    if (component && node.type === 'JSXElement' && node.openingElement.name.type === 'JSXIdentifier' && node.openingElement.name.name === component) {
      const entry = fromElement(node);
      if (typeof entry === 'string') skip(node, entry);
      else found.push(entry);
    }
    if (fn && node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === fn) {
      const entry = fromCall(node.arguments as Node[]);
      if (typeof entry === 'string') skip(node, entry);
      else found.push(entry);
    }
  });
  return found;
}

/** Every text of the site's src/ folder marked for translation, by id, in file order. */
export async function extractSiteTranslations(siteDir: string): Promise<Record<string, TranslationMessage>> {
  const translations: Record<string, TranslationMessage> = {};
  for (const file of await sourceFiles(join(siteDir, 'src'))) {
    for (const [id, message] of await extractFile({ file, siteDir })) translations[id] = message;
  }
  return translations;
}
