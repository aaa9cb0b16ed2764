// SVG files imported from JavaScript are React components, as in Docusaurus
// (`import Logo from '@site/static/img/logo.svg'`, `require('./x.svg').default`): the component
// renders the file's <svg> with its own attributes, the props it is given on top, and the file's
// markup inside as it is. SVGs that stylesheets reference stay files (url()).
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'docgen-svg';
const IMPORT_KINDS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);
/** Root attributes React knows under another name. */
const RENAMED: Record<string, string> = {
  class: 'className',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
  'xml:lang': 'xmlLang',
  'xmlns:xlink': 'xmlnsXlink',
};

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
  );

/** `style="fill: red; stroke-width: 2"` as React's style object. */
function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
    .filter(([property, value]) => property && value);
  return Object.fromEntries(entries.map(([property = '', value = '']) => [property.startsWith('--') ? property : camel(property), value]));
}

/** The root element's attributes as React props, and the markup inside it. */
export function svgParts(source: string): { props: Record<string, unknown>; inner: string } | undefined {
  const text = source.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/gi, '');
  const match = /<svg\b([^>]*?)(\/?)>([\s\S]*)$/i.exec(text);
  if (!match) return undefined;
  const [, attributes = '', selfClosing, rest = ''] = match;
  const close = rest.lastIndexOf('</svg>');
  if (!selfClosing && close < 0) return undefined;
  const props: Record<string, unknown> = {};
  for (const [, name = '', , double, single] of attributes.matchAll(/([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = decode(double ?? single ?? '');
    const key = RENAMED[name] ?? (/^(data|aria)-/.test(name) ? name : camel(name));
    props[key] = key === 'style' ? styleObject(value) : value;
  }
  return { props, inner: selfClosing ? '' : rest.slice(0, close).trim() };
}

/** The plugin both bundles use. `files` collects the SVG files read, for the bundle's list of inputs. */
export function svgComponents({ siteDir, files }: { siteDir: string; files: Set<string> }): Plugin {
  return {
    name: 'docgen-svg-components',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /\.svg$/ }, async (args) => {
        if (!IMPORT_KINDS.has(args.kind) || args.namespace === NAMESPACE) return undefined;
        const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: NAMESPACE });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        files.add(args.path);
        const parts = svgParts(await readFile(args.path, 'utf8'));
        if (!parts) return { errors: [{ text: `${relative(siteDir, args.path)} has no <svg> element. Import an SVG file, or the file as a URL from CSS.` }] };
        const contents = [
          "import { jsx } from 'react/jsx-runtime';",
          `const props = ${JSON.stringify(parts.props)};`,
          `const markup = { __html: ${JSON.stringify(parts.inner)} };`,
          "const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');",
          // svgr's title prop: the accessible name, as the first child.
          'export default function Svg({ title, ...rest }) {',
          '  const html = title == null ? markup : { __html: `<title>${escape(title)}</title>${markup.__html}` };',
          '  return jsx("svg", { ...props, ...rest, dangerouslySetInnerHTML: html });',
          '}',
        ].join('\n');
        return { contents, loader: 'js', resolveDir: siteDir, watchFiles: [args.path] };
      });
    },
  };
}
