// The loading bar at the top of the window. It appears only when a page takes longer than
// `delay` ms to load (fast loads never show it), creeps towards the end while the load runs, and
// completes when the new page is shown.
const CLASS = 'docgen-progress';

export interface Progress {
  /** The new page is shown: complete the bar (if it ever appeared) and remove it. */
  done(): void;
}

export function startProgress({ delay }: { delay: number }): Progress {
  let bar: HTMLElement | null = null;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let width = 0;
  const setWidth = (value: number) => {
    width = value;
    bar?.style.setProperty('transform', `scaleX(${value / 100})`);
  };
  const show = () => {
    bar = document.createElement('div');
    bar.className = CLASS;
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
    setWidth(8);
    // Like a network bar: fast at first, slower as it nears the end it cannot know.
    trickle = setInterval(() => setWidth(width + (92 - width) * 0.08), 200);
  };
  const timer = setTimeout(show, delay);
  return {
    done() {
      clearTimeout(timer);
      clearInterval(trickle);
      const shown = bar;
      if (!shown) return;
      setWidth(100);
      shown.classList.add(`${CLASS}--done`);
      setTimeout(() => shown.remove(), 400);
    },
  };
}
