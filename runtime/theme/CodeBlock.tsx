// @theme/CodeBlock for code written as JSX in MDX. Fenced code is highlighted at build time;
// this component shows its text plainly (no highlighter ships to the browser) with the same
// frame, title and copy button.
import type { ReactNode } from 'react';
import { useStrings } from './context.js';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
}

export default function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const t = useStrings();
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <div className="code-block" data-language={lang}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__content">
        <pre className={showLineNumbers ? 'code-block--line-numbers' : undefined} tabIndex={0}>
          <code>{code}</code>
        </pre>
        <button type="button" className="code-block__copy" aria-label={t('copyCode')} data-copy-label={t('copied')}>
          {t('copyCode')}
        </button>
      </div>
    </div>
  );
}
