// <details> in MDX content, and @theme/Details. The native element keeps it usable with
// JavaScript off; the theme styles it.
import type { DetailsHTMLAttributes, ReactNode } from 'react';

export type DetailsProps = DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode; children?: ReactNode };

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  return (
    <details className={['details', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {summary ? typeof summary === 'string' ? <summary>{summary}</summary> : summary : null}
      {children}
    </details>
  );
}
