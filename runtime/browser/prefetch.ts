// Fetches the chunks of a link's page before the visitor follows it: when the link scrolls into
// view and when it is hovered or focused. Nothing is prefetched on 2g connections or with data
// saver on, and each chunk is requested at most once (as a module preload, so the later import
// reuses it).
export interface Prefetcher {
  /** Watches the internal links now in the document (call after each page change). */
  observe(): void;
}

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

export function createPrefetcher({ chunksOf }: { chunksOf: (url: URL) => readonly string[] }): Prefetcher {
  const requested = new Set<string>();
  const prefetch = (anchor: Element) => {
    if (isConstrainedConnection()) return;
    const href = anchor.getAttribute('href');
    if (!href || href.startsWith('#')) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const chunk of chunksOf(url)) {
      if (requested.has(chunk)) continue;
      requested.add(chunk);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = chunk;
      document.head.append(link);
    }
  };

  const visibility =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibility?.unobserve(entry.target);
            prefetch(entry.target);
          }
        })
      : null;

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor) prefetch(anchor);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  return {
    observe() {
      if (!visibility || isConstrainedConnection()) return;
      // Links of the previous page are gone; start over with those of this one.
      visibility.disconnect();
      for (const anchor of document.querySelectorAll('a[href]')) visibility.observe(anchor);
    },
  };
}
