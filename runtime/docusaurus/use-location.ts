// react-router's useLocation, for docgen's theme and for `@docusaurus/router` (router.tsx): the
// theme imports it from here, so that a site that never imports `@docusaurus/router` carries none
// of the rest of it (its history object) in the code every page loads.
import { useHref, useRoute } from '../theme/context.js';

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
