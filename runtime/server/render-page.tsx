// The only importer of react-dom/server. Renders one route to body HTML and collects its head.
import { renderToString } from 'react-dom/server';
import App, { type AppProps } from '../theme/App.js';
import { HeadContext, type HeadData } from '../theme/context.js';

export interface RenderedPage {
  readonly html: string;
  readonly head: HeadData;
  /** Resource hints React hoisted out of the tree (image preloads); they belong in <head>. */
  readonly headTags: string;
}

const LEADING_HOISTABLES = /^(?:<link [^>]*\/>)+/;

export function renderPage(props: AppProps): RenderedPage {
  const head: HeadData = {};
  const html = renderToString(
    <HeadContext.Provider value={head}>
      <App {...props} />
    </HeadContext.Provider>,
  );
  // Rendering a fragment, React puts hoisted <link>s first in the string; move them to <head>.
  const headTags = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  return { html: html.slice(headTags.length), head, headTags };
}
