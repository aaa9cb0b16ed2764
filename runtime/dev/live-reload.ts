// serve --watch only: the dev server adds this script to every page it serves (never to build
// output). It listens to the server's event stream: after a rebuild the page's content is
// swapped in place by the router (or the page loads again when the theme, the config or a static
// file changed); after a failed rebuild an overlay shows the problems over the last good page.
import { ENGLISH, uiStringsFor } from '../i18n/ui-strings.js';
import { DEV_EVENTS_PATH, DEV_REFRESH_EVENT, type DevFailed, type DevRebuilt, type DevRefresh } from '../shared/events.js';
import { hideOverlay, showOverlay } from './overlay.js';

const strings = uiStringsFor(document.documentElement.lang) ?? ENGLISH;
const text = (key: string) => strings[key] ?? ENGLISH[key] ?? key;

// A server started again has another session: whatever this page shows may be stale.
let session: string | null = null;
const events = new EventSource(DEV_EVENTS_PATH);

events.addEventListener('hello', (event) => {
  const { session: current } = JSON.parse((event as MessageEvent<string>).data) as { session: string };
  if (session !== null && session !== current) window.location.reload();
  session = current;
});

events.addEventListener('rebuilt', (event) => {
  const rebuilt = JSON.parse((event as MessageEvent<string>).data) as DevRebuilt;
  hideOverlay();
  // Without a running router (a page that did not hydrate) only a full load shows the change.
  if (rebuilt.reload === 'full' || document.documentElement.dataset.hydrated !== 'true') {
    window.location.reload();
    return;
  }
  const detail: DevRefresh = { version: rebuilt.version, changed: rebuilt.changed };
  window.dispatchEvent(new CustomEvent(DEV_REFRESH_EVENT, { detail }));
});

events.addEventListener('failed', (event) => {
  const failed = JSON.parse((event as MessageEvent<string>).data) as DevFailed;
  showOverlay({ problems: failed.problems, text });
});

events.addEventListener('ok', () => hideOverlay());
