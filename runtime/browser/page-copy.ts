// The "Copy page" button of docs (CopyPage.tsx): copies the page's Markdown copy to the clipboard
// and says so in the status beside it, which screen readers announce. One listener on the document
// serves the button of every page the router shows.
const FEEDBACK_MS = 4000;
let timer: number | undefined;

const markdownOf = async (href: string): Promise<string> => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return response.text();
};

/** Writes while the click still counts as the reader's: Safari refuses a write that waits for a fetch,
 * but takes a clipboard item whose text is still on its way. */
async function copyFrom(href: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('no clipboard');
  if (typeof ClipboardItem === 'function') {
    const blob = markdownOf(href).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Browsers without promised items: the text once it is here.
    }
  }
  await navigator.clipboard.writeText(await markdownOf(href));
}

function announce(button: HTMLButtonElement, message: string, copied: boolean): void {
  const status = button.parentElement?.querySelector('.doc-copy__status');
  if (status) status.textContent = message;
  if (copied) button.dataset.copied = 'true';
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    delete button.dataset.copied;
    if (status) status.textContent = '';
  }, FEEDBACK_MS);
}

export function installPageCopy(): void {
  const root = document.documentElement;
  if (root.dataset.pageCopy) return;
  // The theme shows the button only under this flag: without JavaScript it would do nothing.
  root.dataset.pageCopy = 'ready';
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.doc-copy__button') : null;
    if (!(button instanceof HTMLButtonElement) || !button.dataset.copyHref) return;
    copyFrom(button.dataset.copyHref).then(
      () => announce(button, button.dataset.copiedLabel ?? '', true),
      () => announce(button, button.dataset.failedLabel ?? '', false),
    );
  });
}
