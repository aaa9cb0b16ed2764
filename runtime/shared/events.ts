// Events the browser runtime dispatches on `window` for the theme, so the theme need not import it.

/** An in-page anchor scroll starts (`detail: 'start'`) or lands (`detail: 'end'`). */
export const ANCHOR_SCROLL_EVENT = 'docgen:anchorscroll';
export type AnchorScrollPhase = 'start' | 'end';

/** The router has shown another page (a client-side navigation, back and forward included):
 * analytics scripts report a page view on it (cli/config/analytics.ts). */
export const ROUTE_CHANGE_EVENT = 'docgen:routechange';

/** serve --watch: where the dev server streams its events, and serves the script that listens. */
export const DEV_EVENTS_PATH = '/__docgen/events';
export const DEV_CLIENT_PATH = '/__docgen/live-reload.js';

/** serve --watch: the site was rebuilt. The router loads the new route manifest and, when the page
 * on screen changed, swaps its content in place. */
export const DEV_REFRESH_EVENT = 'docgen:dev-refresh';
export interface DevRefresh {
  /** Rebuild number: the manifest is imported again under `?v=<version>`. */
  readonly version: number;
  /** Public hrefs of the pages the rebuild wrote. */
  readonly changed: readonly string[];
}

/** The router finished a DEV_REFRESH_EVENT; `detail.updated` says whether the page on screen changed. */
export const DEV_REFRESHED_EVENT = 'docgen:dev-refreshed';

/** What the dev server sends on its event stream (`event:` name -> JSON `data:`). */
export interface DevRebuilt extends DevRefresh {
  readonly reload: 'full' | 'content';
}
export interface DevFailed {
  readonly version: number;
  readonly problems: readonly { readonly where?: string; readonly message: string; readonly name: string }[];
}

/** A theme hook changed the URL's query string in place (history.pushState or replaceState, no
 * navigation): the hooks that read it (theme-common's useHistorySelector) read it again. */
export const HISTORY_CHANGE_EVENT = 'docgen:historychange';
