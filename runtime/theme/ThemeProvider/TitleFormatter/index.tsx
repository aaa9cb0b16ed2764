// `@theme/ThemeProvider/TitleFormatter`: how page titles are written ("Page | Site"). A site
// swizzles this component to write them its own way, calling `defaultFormatter` for the usual one.
import type { ComponentProps, ReactNode } from 'react';
import { TitleFormatterProvider } from '@docusaurus/theme-common/internal';

const formatter: ComponentProps<typeof TitleFormatterProvider>['formatter'] = ({ defaultFormatter, ...params }) => defaultFormatter(params);

export default function ThemeProviderTitleFormatter({ children }: { children: ReactNode }) {
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
