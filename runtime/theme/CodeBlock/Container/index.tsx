// `@theme/CodeBlock/Container`: the block's frame, a div (or a <pre>), with the theme's colours as
// `--prism-color` and `--prism-background-color`.
import type { ComponentProps, ElementType } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { getPrismCssVariables, useInlinePrismTheme } from '@docusaurus/theme-common/internal';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({ as, ...props }: { as: T } & ComponentProps<T>) {
  const As = as as ElementType;
  const style = getPrismCssVariables(useInlinePrismTheme());
  return <As {...props} style={style} className={[props.className, 'codeBlockContainer_ZGJx', ThemeClassNames.common.codeBlock].filter(Boolean).join(' ')} />;
}
