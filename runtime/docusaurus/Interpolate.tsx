// `@docusaurus/Interpolate`: a message with `{name}` placeholders filled by strings or React nodes.
import type { ReactNode } from 'react';
import { interpolate } from './Translate.js';

export { interpolate };

export default function Interpolate({ children, values }: { children: string; values?: Readonly<Record<string, ReactNode>> }) {
  return <>{interpolate(children, values)}</>;
}
