// `@theme/Admonition/Layout`: the admonition's box: its heading (icon and title) and its content.
import type { ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { ADMONITION_CLASSES } from '../../../shared/admonitions.js';

export interface Props {
  readonly type: string;
  readonly icon?: ReactNode;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly id?: string;
}

export default function AdmonitionLayout({ type, icon, title, children, className, id }: Props) {
  return (
    <div
      className={[ThemeClassNames.common.admonition, ThemeClassNames.common.admonitionType(type), ADMONITION_CLASSES.container, className]
        .filter(Boolean)
        .join(' ')}
      id={id}
    >
      {title || icon ? (
        <div className={ADMONITION_CLASSES.heading}>
          <span className={ADMONITION_CLASSES.icon}>{icon}</span>
          {title}
        </div>
      ) : null}
      {children ? <div className={ADMONITION_CLASSES.content}>{children}</div> : null}
    </div>
  );
}
