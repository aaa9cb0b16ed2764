// Where the reader is: the path without the site's base URL, the home page, the same page in
// another locale, and a callback on every change of location.
import { useEffect, useRef } from 'react';
import { useLocation, type RouterLocation } from '../use-location.js';
import useDocusaurusContext from '../useDocusaurusContext.js';

const normal = (path: string | undefined) => (path?.endsWith('/') ? path : `${path}/`)?.toLowerCase();
const NON_ASCII = /[^\u0000-\u007f]/;
const UNDEFINED = 'undefined';

/** Whether two paths name the same page (trailing slashes and case aside). Asked for every item of
 * a sidebar on every page, so paths of different lengths are told apart without new strings
 * (lower case changes no ASCII string's length). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  // A category without a page of its own has no href; Docusaurus's comparison reads it as "undefined/".
  const longest = Math.max(a?.length ?? UNDEFINED.length, b?.length ?? UNDEFINED.length);
  if ((a === undefined || b === undefined) && longest > UNDEFINED.length + 1) return false;
  if (a !== undefined && b !== undefined) {
    const length = (path: string) => (path.endsWith('/') ? path.length - 1 : path.length);
    if (length(a) !== length(b) && !NON_ASCII.test(a) && !NON_ASCII.test(b)) return false;
  }
  return normal(a) === normal(b);
}

/** The current pathname without the site's base URL (the locale's, as Docusaurus builds it). */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/** Calls `onChange` when the location changes (not on the first render). */
export function useLocationChange(onChange: (input: { location: RouterLocation; previousLocation: RouterLocation | undefined }) => void): void {
  const location = useLocation();
  const previous = useRef<RouterLocation | undefined>(undefined);
  const key = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (previous.current !== undefined) onChange({ location, previousLocation: previous.current });
    previous.current = location;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per location
  }, [key]);
}

/** The home page's route, when the site has one at its base URL. */
export function useHomePageRoute(): { path: string; exact: boolean } | undefined {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return { path: baseUrl, exact: true };
}
