// @theme/CodeBlock for code written as JSX in MDX. Fenced code is highlighted at build time; this
// component shows its text plainly (no highlighter ships to the browser) in the same frame as
// fenced code: title bar, numbered lines, and the copy button runtime/browser/code-copy.ts drives.
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
  const code =
    typeof children === 'string'
      ? children
          .replace(/\n$/, '')
          .split('\n')
          .map((line, index, lines) => (
            <span className="line" key={index}>
              {index < lines.length - 1 ? `${line}\n` : line}
            </span>
          ))
      : children;
  return (
    <div className={showLineNumbers ? 'code-block code-block--line-numbers theme-code-block' : 'code-block theme-code-block'} data-language={lang}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__content">
        <pre tabIndex={0}>
          <code>{code}</code>
        </pre>
        <button type="button" className="code-block__copy" aria-label={t('theme.CodeBlock.copyButtonAriaLabel')} data-copy-label={t('theme.CodeBlock.copied')}>
          <span className="code-block__copy-icon" aria-hidden="true" />
          <span className="code-block__copy-status" aria-live="polite" />
        </button>
      </div>
    </div>
  );
}
