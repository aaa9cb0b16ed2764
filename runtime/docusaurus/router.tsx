// `@docusaurus/router` for a site's pages: Redirect, useLocation and useHistory. docgen pages are
// static files, so a redirect shows a link to its target and replaces the location once hydrated.
import { useEffect } from 'react';
import { useHref, useRoute } from '../theme/context.js';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function useTarget(): (to: string) => string {
  const hrefFor = useHref();
  return (to) => {
    if (EXTERNAL.test(to)) return to;
    const [path = '', hash = ''] = to.split('#');
    return hrefFor(path || '/') + (hash ? `#${hash}` : '');
  };
}

export function Redirect({ to }: { to: string; push?: boolean }) {
  const href = useTarget()(to);
  useEffect(() => window.location.replace(href), [href]);
  return (
    <p>
      <a href={href}>{href}</a>
    </p>
  );
}

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export function useLocation(): RouterLocation {
  const { path } = useRoute();
  const pathname = useHref()(path);
  if (typeof window === 'undefined') return { pathname, search: '', hash: '' };
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

export function useHistory() {
  const target = useTarget();
  const location = useLocation();
  return {
    location,
    push: (to: string) => window.location.assign(target(to)),
    replace: (to: string) => window.location.replace(target(to)),
    goBack: () => window.history.back(),
  };
}
