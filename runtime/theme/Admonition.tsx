// @theme/Admonition: the same markup the :::type Markdown syntax produces.
import type { ReactNode } from 'react';
import { useStrings } from './context.js';

const TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, children }: AdmonitionProps) {
  const t = useStrings();
  const known = (TYPES as readonly string[]).includes(type) ? type : 'note';
  return (
    <div className={`admonition admonition-${known}`} data-admonition={known}>
      <div className="admonition-heading">
        {icon ? <span className="admonition-icon" aria-hidden="true">{icon}</span> : null}
        {title ?? t(`admonition.${known}`)}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
