// `@theme/CodeBlock/Content/String`: a block of text, read (language, title, marked and numbered
// lines) and laid out as fenced code is.
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

export type Props = Omit<CodeBlockProps, 'children'> & { readonly children: string };

export default function CodeBlockString({ children, className, metastring, title, language, showLineNumbers, tokens }: Props) {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: children,
    className,
    metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
    ...(tokens ? { tokens } : {}),
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
