// The build error overlay of serve --watch: a modal alert over the last good page with each
// problem's file, line and message. Plain DOM (no React): it must work on a page that did not
// hydrate, or on the placeholder page shown before any build succeeded.
import type { DevFailed } from '../shared/events.js';

const OVERLAY_ID = 'docgen-dev-overlay';

const STYLE = `
#${OVERLAY_ID}{position:fixed;inset:0;z-index:1000;display:flex;align-items:flex-start;justify-content:center;padding:5vh 1rem;background:rgb(0 0 0 / .55);overflow:auto;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
#${OVERLAY_ID} .dgo-panel{max-width:56rem;width:100%;background:#fff;color:#1c1e21;border-top:6px solid #c0192b;border-radius:8px;padding:1.25rem 1.5rem;box-shadow:0 12px 32px rgb(0 0 0 / .35)}
#${OVERLAY_ID} h2{margin:0 0 .5rem;font-size:1.35rem;color:#b01127}
#${OVERLAY_ID} p{margin:0 0 1rem}
#${OVERLAY_ID} ol{margin:0 0 1rem;padding-left:1.25rem}
#${OVERLAY_ID} li{margin:0 0 .75rem}
#${OVERLAY_ID} .dgo-where{display:block;font:600 .9rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1c1e21}
#${OVERLAY_ID} pre{margin:.25rem 0 0;white-space:pre-wrap;word-break:break-word;font:.9rem/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f5f6f7;color:#1c1e21;padding:.5rem .75rem;border-radius:4px}
#${OVERLAY_ID} button{font:inherit;padding:.35rem 1rem;border-radius:6px;border:1px solid #1c1e21;background:#1c1e21;color:#fff;cursor:pointer}
#${OVERLAY_ID} button:focus-visible{outline:3px solid #2e8555;outline-offset:2px}
html[data-theme=dark] #${OVERLAY_ID} .dgo-panel{background:#242526;color:#e3e3e3;border-top-color:#ff6b6b}
html[data-theme=dark] #${OVERLAY_ID} h2{color:#ff8f8f}
html[data-theme=dark] #${OVERLAY_ID} .dgo-where{color:#e3e3e3}
html[data-theme=dark] #${OVERLAY_ID} pre{background:#18191a;color:#e3e3e3}
html[data-theme=dark] #${OVERLAY_ID} button{background:#e3e3e3;color:#1c1e21;border-color:#e3e3e3}
`;

let previousFocus: Element | null = null;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function hideOverlay(): void {
  const overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) return;
  overlay.remove();
  if (previousFocus instanceof HTMLElement) previousFocus.focus({ preventScroll: true });
  previousFocus = null;
}

export function showOverlay({ problems, text }: { problems: DevFailed['problems']; text: (key: string) => string }): void {
  const existing = document.getElementById(OVERLAY_ID);
  if (!existing) previousFocus = document.activeElement;
  existing?.remove();
  if (!document.getElementById(`${OVERLAY_ID}-style`)) document.head.append(element('style', { id: `${OVERLAY_ID}-style`, textContent: STYLE }));

  const close = element('button', { type: 'button', textContent: text('theme.AnnouncementBar.closeButtonAriaLabel') });
  close.addEventListener('click', hideOverlay);
  const list = element(
    'ol',
    {},
    problems.map((problem) =>
      element('li', {}, [
        ...(problem.where ? [element('code', { className: 'dgo-where', textContent: problem.where })] : []),
        element('pre', { textContent: `${problem.message} [${problem.name}]` }),
      ]),
    ),
  );
  const panel = element('div', { className: 'dgo-panel' }, [
    element('h2', { id: `${OVERLAY_ID}-title`, textContent: text('devServer.buildFailed') }),
    element('p', { id: `${OVERLAY_ID}-help`, textContent: text('devServer.lastGoodBuild') }),
    list,
    close,
  ]);
  const overlay = element('div', { id: OVERLAY_ID }, [panel]);
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.setAttribute('aria-describedby', `${OVERLAY_ID}-help`);
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideOverlay();
    // One control: Tab stays on it.
    if (event.key === 'Tab') {
      event.preventDefault();
      close.focus();
    }
  });
  document.body.append(overlay);
  close.focus({ preventScroll: true });
}
