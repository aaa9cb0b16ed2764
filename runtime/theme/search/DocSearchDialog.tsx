// Algolia DocSearch's modal (themeConfig.algolia), from the site's own @docsearch/react
// (docgen:docsearch, bundle.ts), in this chunk alone: a page downloads it when its visitor first
// opens the search. It renders where the navbar's search box is, not through a portal: react-dom
// imported here would move out of the entry into a chunk every page loads. The modal is fixed to
// the viewport; a navbar hidden on scroll shows while it is open (theme.css), so no transform
// moves it. Results on this site open as its own paths (client-side); with
// contextualSearch, results keep to the page's language and the site's docs, as Docusaurus asks.
import { DocSearchModal } from 'docgen:docsearch';
import { useEffect } from 'react';
import type { SiteData } from '../../shared/site-data.js';

type Algolia = NonNullable<SiteData['algolia']>;
interface Hit {
  readonly url: string;
}

/** A result's URL as a path of this site, where it is one. */
function onThisSite(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(siteUrl).origin || parsed.origin === window.location.origin ? parsed.pathname + parsed.search + parsed.hash : url;
  } catch {
    return url;
  }
}

export default function DocSearchDialog({ algolia, locale, siteUrl, onClose }: { algolia: Algolia; locale: string; siteUrl: string; onClose: () => void }) {
  // The modal alone leaves Escape to its host (DocSearch's own button handles it there).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!DocSearchModal) return null;
  const given = algolia.searchParameters.facetFilters;
  const facetFilters = algolia.contextual ? [...(Array.isArray(given) ? given : given ? [given] : []), `language:${locale}`] : given;
  return (
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      searchParameters={{ ...algolia.searchParameters, ...(facetFilters ? { facetFilters } : {}) }}
      {...(algolia.placeholder ? { placeholder: algolia.placeholder } : {})}
      initialScrollY={window.scrollY}
      onClose={onClose}
      transformItems={(items: Hit[]) => items.map((item) => ({ ...item, url: onThisSite(item.url, siteUrl) }))}
      navigator={{ navigate: ({ itemUrl }: { itemUrl: string }) => window.location.assign(itemUrl) }}
      // A plain link the router takes client-side; choosing it closes the modal.
      hitComponent={({ hit, children }: { hit: Hit; children: unknown }) => (
        <a href={hit.url} onClick={onClose}>
          {children as never}
        </a>
      )}
    />
  );
}
