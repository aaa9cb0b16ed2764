// `@theme/CodeBlock/Content`: the block's <pre>, one Line per line of tokens, coloured with the
// light theme as prism-react-renderer's Highlight colours them (the build writes fenced code the
// same way: cli/content/code/highlighter.ts).
import type { ComponentProps, CSSProperties } from 'react';
import { useCodeBlockContext, useInlinePrismTheme, type CodeToken } from '@docusaurus/theme-common/internal';
import Line, { type LineProps, type TokenProps } from '@theme/CodeBlock/Line';
import { themeDictionary, tokenStyle } from '../../../shared/prism-theme.js';

export interface Props {
  readonly className?: string;
}

/** A block's text as lines of plain tokens, as prism-react-renderer gives code it has no grammar for. */
const plainLines = (code: string): CodeToken[][] =>
  code.split(/\r\n|\r|\n/).map((line) => [line === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content: line }]);

function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={['codeBlockLines_AdAo', numbered ? 'codeBlockLinesWithNumbering_p5De' : ''].filter(Boolean).join(' ')}
      style={numbered ? { counterReset: `line-count ${(metadata.lineNumbersStart as number) - 1}` } : undefined}
    />
  );
}

export default function CodeBlockContent({ className }: Props) {
  const { metadata, wordWrap } = useCodeBlockContext();
  const dictionary = themeDictionary(useInlinePrismTheme(), metadata.language);
  const lines = metadata.tokens ?? plainLines(metadata.code);
  const getLineProps = ({ className: lineClass, style }: LineProps) => ({
    className: ['token-line', lineClass].filter(Boolean).join(' '),
    style: { ...(dictionary.plain as CSSProperties), ...style },
  });
  const getTokenProps = ({ token }: { token: CodeToken }): TokenProps => ({
    className: ['token', ...token.types].filter(Boolean).join(' '),
    children: token.content,
    style: tokenStyle(dictionary, token) as CSSProperties | undefined,
  });
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={[className, `prism-code language-${metadata.language}`, 'codeBlock_TAPP', 'thin-scrollbar'].filter(Boolean).join(' ')}
      style={dictionary.root as CSSProperties}
    >
      <Code>
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={metadata.lineClassNames[index]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </pre>
  );
}
