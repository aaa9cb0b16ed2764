// `@docusaurus/Translate`: a theme or site string in the current locale. The message is looked up
// by its id among the locale's translations (docgen's own for its languages, and the site's
// i18n/<locale>/code.json), else shown as written; `{name}` placeholders take the values given.
import { Fragment, type ReactNode } from 'react';
import useDocusaurusContext from './useDocusaurusContext.js';

type Values = Readonly<Record<string, ReactNode>>;

/** Fills `{name}` placeholders; React nodes stay nodes. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in values)) return part;
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : <Fragment key={index}>{value}</Fragment>;
  });
  return parts.every((part) => typeof part === 'string') ? parts.join('') : <>{parts}</>;
}

/** The translations of the page being rendered: set by the app before each render (the theme
 * calls `translate` outside components too, in Docusaurus's own way). */
let current: Readonly<Record<string, string>> = {};
export function setCodeTranslations(translations: Readonly<Record<string, string>>): void {
  current = translations;
}

export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Readonly<Record<string, string | number>>): string {
  const text = (id !== undefined ? current[id] : undefined) ?? message;
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  const { codeTranslations } = useDocusaurusContext();
  const text = (id !== undefined ? codeTranslations[id] : undefined) ?? children ?? '';
  return <>{interpolate(text, values)}</>;
}
