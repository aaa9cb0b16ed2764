// `@theme/CodeBlock/Line`: one line of tokens, with its marks' class names and, when lines are
// numbered, the number cell (a CSS counter) before its content. The <br/> keeps an empty line one
// line high.
import type { CSSProperties, ReactNode } from 'react';
import type { CodeToken } from '@docusaurus/theme-common/internal';
import LineToken from '@theme/CodeBlock/Line/Token';

export interface LineProps {
  readonly line: readonly CodeToken[];
  readonly className?: string;
  readonly style?: CSSProperties;
}

export interface TokenProps {
  readonly className: string;
  readonly children: string;
  readonly style: CSSProperties | undefined;
}

export interface Props {
  readonly line: readonly CodeToken[];
  readonly classNames: readonly string[] | undefined;
  readonly showLineNumbers: boolean;
  readonly getLineProps: (input: LineProps) => { className: string; style: CSSProperties };
  readonly getTokenProps: (input: { token: CodeToken }) => TokenProps;
}

/** A line holding only its line break holds an empty token instead: the <br/> gives its height. */
const withoutLineBreak = (line: readonly CodeToken[]): readonly CodeToken[] =>
  line.length === 1 && line[0]?.content === '\n' ? [{ ...line[0], content: '' }] : line;

export default function CodeBlockLine({ line: given, classNames, showLineNumbers, getLineProps, getTokenProps }: Props) {
  const line = withoutLineBreak(given);
  const lineProps = getLineProps({ line, className: [...(classNames ?? []), showLineNumbers ? 'codeLine_DPDv' : ''].filter(Boolean).join(' ') });
  const tokens: ReactNode = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className="codeLineNumber_YxQB" />
          <span className="codeLineContent_SOIp">{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </div>
  );
}
