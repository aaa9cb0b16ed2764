// `@docusaurus/Translate`: the message as written, with `{name}` values filled in. docgen has no
// per-site translation files for code strings yet, so every locale shows the default message.
import { Fragment, type ReactNode } from 'react';

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

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

export default function Translate({ children, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children ?? '', values)}</>;
}
