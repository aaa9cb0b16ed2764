// How a page's title becomes the document's title: "Page | Site" by default
// (runtime/shared/title.ts), or what a site's `@theme/ThemeProvider/TitleFormatter` makes of it.
// The theme's Head (theme/Head.tsx) formats every title it is given through this context.
import { createContext, useContext, type ReactNode } from 'react';
import { formatTitle } from '../../shared/title.js';
import useDocusaurusContext from '../useDocusaurusContext.js';
import useRouteContext from '../useRouteContext.js';
import { ReactContextError } from './utils.js';

export interface TitleFormatterParams {
  /** The page's title, as given to PageMetadata or useTitleFormatter().format(). */
  readonly title: string;
  /** siteConfig.title. */
  readonly siteTitle: string;
  /** siteConfig.titleDelimiter. */
  readonly titleDelimiter: string;
  /** The plugin whose page this is. */
  readonly plugin: { readonly id: string; readonly name: string };
}

export type TitleFormatterFn = (params: TitleFormatterParams) => string;
export type TitleFormatterFnWithDefault = (params: TitleFormatterParams & { readonly defaultFormatter: TitleFormatterFn }) => string;

export const TitleFormatterFnDefault: TitleFormatterFn = ({ title, siteTitle, titleDelimiter }) => formatTitle({ title, siteTitle, delimiter: titleDelimiter });

const TitleFormatterContext = createContext<TitleFormatterFnWithDefault | null>(null);

export function TitleFormatterProvider({ formatter, children }: { formatter: TitleFormatterFnWithDefault; children: ReactNode }) {
  return <TitleFormatterContext.Provider value={formatter}>{children}</TitleFormatterContext.Provider>;
}

/** The page's title formatter; without a provider around (a page rendered outside the theme's
 * ThemeProvider), the default one. */
export function useOptionalTitleFormatter(): { format: (title: string) => string } {
  const formatter = useContext(TitleFormatterContext);
  const { title: siteTitle, titleDelimiter } = useDocusaurusContext().siteConfig;
  const { plugin } = useRouteContext();
  return {
    format: (title: string) =>
      (formatter ?? (({ defaultFormatter, ...params }) => defaultFormatter(params)))({
        title,
        siteTitle,
        titleDelimiter,
        plugin,
        defaultFormatter: TitleFormatterFnDefault,
      }),
  };
}

export function useTitleFormatter(): { format: (title: string) => string } {
  if (useContext(TitleFormatterContext) === null) throw new ReactContextError('TitleFormatterProvider');
  return useOptionalTitleFormatter();
}
