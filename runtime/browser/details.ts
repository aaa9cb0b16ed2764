// <details> blocks in Markdown and MDX open and close with the same height animation as the
// sidebar, through one delegated click handler (their HTML is not rendered by React components).
import { animateHeight } from '../shared/collapse.js';

export function installDetailsAnimation(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('.markdown details > summary');
    const details = summary?.parentElement as HTMLDetailsElement | null | undefined;
    if (!summary || !details || details.dataset.animating) return;
    event.preventDefault();
    const from = details.offsetHeight;
    details.dataset.animating = 'true';
    const finish = () => delete details.dataset.animating;
    if (details.open) {
      animateHeight({
        element: details,
        from,
        to: (summary as HTMLElement).offsetHeight,
        done: () => {
          details.open = false;
          finish();
        },
      });
    } else {
      details.open = true;
      animateHeight({ element: details, from, to: details.scrollHeight, done: finish });
    }
  });
}
