// The CSS-module class names of Docusaurus 3.10's code block (as its build names them), for the
// theme's CodeBlock components and the build's HTML of fenced code alike.
export const CODE_BLOCK_CLASSES = {
  container: 'codeBlockContainer_ZGJx',
  title: 'codeBlockTitle_L5qy',
  content: 'codeBlockContent_kX1v',
  /** The <pre>: its module class, then the theme's thin scrollbar. */
  pre: 'codeBlock_TAPP thin-scrollbar',
  standalone: 'codeBlockStandalone_K9VJ',
  lines: 'codeBlockLines_AdAo',
  linesWithNumbering: 'codeBlockLinesWithNumbering_p5De',
  line: 'codeLine_DPDv',
  lineNumber: 'codeLineNumber_YxQB',
  lineContent: 'codeLineContent_SOIp',
} as const;
