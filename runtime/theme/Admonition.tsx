// @theme/Admonition: the same markup as the :::type Markdown syntax (icons and titles included),
// so JSX and Markdown admonitions look alike. An unknown type renders as a note titled by its name.
import type { ReactNode } from 'react';
import { ADMONITION_ICONS, ADMONITION_SVG, admonitionClassNames, isAdmonitionType } from '../shared/admonitions.js';
import { useStrings } from './context.js';

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  const t = useStrings();
  const known = isAdmonitionType(type) ? type : 'note';
  const glyph = icon ?? (
    <svg {...ADMONITION_SVG}>
      {ADMONITION_ICONS[known].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  return (
    <div className={[...admonitionClassNames(known), className].filter(Boolean).join(' ')} data-admonition={known}>
      <div className="admonition-heading">
        <span className="admonition-icon" aria-hidden="true">
          {glyph}
        </span>
        {title ?? (isAdmonitionType(type) ? t(`theme.admonition.${type}`) : type)}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
