// The copy buttons of code blocks, which the build renders as plain HTML (rehype-code-blocks).
// One listener on the document serves every block, also on pages the router shows later, so
// nothing has to be attached or removed when the content changes.
const FEEDBACK_MS = 2000;
const timers = new WeakMap<HTMLButtonElement, number>();

/** Copies text, or rejects where the Clipboard API is missing (pages served over plain http). */
async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

/** Shows the button's "copied" text, which the live region also announces, for two seconds. */
function showCopied(button: HTMLButtonElement): void {
  const status = button.querySelector('.code-block__copy-status');
  button.dataset.copied = 'true';
  if (status) status.textContent = button.dataset.copyLabel ?? '';
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      delete button.dataset.copied;
      if (status) status.textContent = '';
    }, FEEDBACK_MS),
  );
}

/** When copying is refused, selects the code so the reader can copy it with the keyboard. */
function selectCode(code: Element): void {
  window.getSelection()?.selectAllChildren(code);
}

export function installCodeCopy(): void {
  const root = document.documentElement;
  if (root.dataset.codeCopy) return;
  // The theme shows the buttons only under this flag: without JavaScript they would do nothing.
  root.dataset.codeCopy = 'ready';
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.code-block__copy') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const code = button.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    // textContent, not innerText: it is exactly the source whatever the CSS does with the lines,
    // and the line numbers are CSS counters, not text, so they are never copied.
    writeClipboard(code.textContent ?? '').then(
      () => showCopied(button),
      () => selectCode(code),
    );
  });
}
