// The navbar's state: the mobile sidebar (shown or not; rendered only at mobile width once asked
// for), its secondary menu (the docs sidebar of a docs page, given by NavbarSecondaryMenuFiller),
// hiding the navbar on scroll, and locking the body's scroll while the sidebar is open.
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ANCHOR_SCROLL_EVENT, type AnchorScrollPhase } from '../../shared/events.js';
import type { NavbarItem } from '../../shared/site-data.js';
import { useThemeConfig } from './theme-config.js';
import { ReactContextError, usePrevious } from './utils.js';
import { useWindowSize } from './window-size.js';

export type NavbarSecondaryMenuComponent<Props> = ComponentType<Props>;
type Content = { component: NavbarSecondaryMenuComponent<object>; props: object } | { component: null; props: null };

const ContentContext = createContext<[Content, (content: Content) => void] | null>(null);
const DisplayContext = createContext<[boolean, (shown: boolean) => void] | null>(null);

interface MobileSidebar {
  /** No navbar items and no secondary menu: no toggle at all. */
  readonly disabled: boolean;
  /** Render the sidebar: at mobile width, once the page has hydrated. */
  readonly shouldRender: boolean;
  readonly shown: boolean;
  readonly toggle: () => void;
}
const MobileSidebarContext = createContext<MobileSidebar | undefined>(undefined);

function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const content = useNavbarSecondaryMenuContent();
  const disabled = useThemeConfig().navbar.items.length === 0 && content.component === null;
  const windowSize = useWindowSize();
  const [shown, setShown] = useState(false);
  const toggle = useCallback(() => setShown((value) => !value), []);
  useEffect(() => {
    if (windowSize === 'desktop') setShown(false);
  }, [windowSize]);
  // Back in history closes the sidebar rather than leaving the page.
  useEffect(() => {
    if (!shown) return undefined;
    const close = () => setShown(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [shown]);
  const value = useMemo(() => ({ disabled, shouldRender: !disabled && windowSize === 'mobile', shown, toggle }), [disabled, windowSize, shown, toggle]);
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useNavbarMobileSidebar(): MobileSidebar {
  const value = useContext(MobileSidebarContext);
  if (!value) throw new ReactContextError('NavbarMobileSidebarProvider');
  return value;
}

function useNavbarSecondaryMenuContent(): Content {
  const value = useContext(ContentContext);
  if (!value) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  return value[0];
}

function SecondaryMenuDisplayProvider({ children }: { children: ReactNode }) {
  const mobileSidebar = useNavbarMobileSidebar();
  const content = useNavbarSecondaryMenuContent();
  const [shown, setShown] = useState(false);
  const hasContent = content.component !== null;
  const hadContent = usePrevious(hasContent);
  useEffect(() => {
    if (hasContent && !hadContent) setShown(true);
  }, [hasContent, hadContent]);
  // A closed sidebar opens on the secondary menu when there is one.
  useEffect(() => {
    if (!hasContent) setShown(false);
    else if (!mobileSidebar.shown) setShown(true);
  }, [mobileSidebar.shown, hasContent]);
  const value = useMemo<[boolean, (shown: boolean) => void]>(() => [shown, setShown], [shown]);
  return <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>;
}

/** The navbar's state, for every page (Layout/Provider). */
export function NavbarProvider({ children }: { children: ReactNode }) {
  const content = useState<Content>({ component: null, props: null });
  return (
    <ContentContext.Provider value={content}>
      <MobileSidebarProvider>
        <SecondaryMenuDisplayProvider>{children}</SecondaryMenuDisplayProvider>
      </MobileSidebarProvider>
    </ContentContext.Provider>
  );
}

/** The secondary menu: whether it shows, its content, and the way back to the primary menu. */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const display = useContext(DisplayContext);
  if (!display) throw new ReactContextError('NavbarSecondaryMenuDisplayProvider');
  const [shown, setShown] = display;
  const content = useNavbarSecondaryMenuContent();
  const hide = useCallback(() => setShown(false), [setShown]);
  return useMemo(() => ({ shown, hide, content: content.component ? createElement(content.component, content.props) : null }), [shown, hide, content]);
}

/** Fills the mobile sidebar's secondary menu while mounted (a docs page fills it with its sidebar). */
export function NavbarSecondaryMenuFiller<P extends object>({ component, props }: { component: NavbarSecondaryMenuComponent<P>; props: P }) {
  // Without a navbar that has a secondary menu (docgen's own navbar has none yet), nothing to fill.
  const setContent = useContext(ContentContext)?.[1];
  const key = JSON.stringify(props, (_name, value: unknown) => (typeof value === 'function' ? undefined : value));
  useEffect(() => {
    setContent?.({ component: component as NavbarSecondaryMenuComponent<object>, props });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props compared by content
  }, [setContent, component, key]);
  useEffect(() => () => setContent?.({ component: null, props: null }), [setContent]);
  return null;
}

/** Locks the body's scroll while `lock` holds (the mobile sidebar is open). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}

/** The items of the navbar's left and right groups (an item's position defaults to right). */
export function splitNavbarItems<T extends { position?: NavbarItem['position'] }>(items: readonly T[]): [T[], T[]] {
  const isLeft = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(isLeft), items.filter((item) => !isLeft(item))];
}

/**
 * Hides the navbar when scrolling down past its own height, shows it when scrolling up, near the
 * bottom and at the top, and hides it after a jump to an anchor that exists.
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true);
  const height = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) height.current = node.getBoundingClientRect().height;
  }, []);
  useEffect(() => {
    if (!hideOnScroll) return undefined;
    let last = window.scrollY;
    let jumpedAt = -Infinity;
    let anchorScrolling = false;
    const onScroll = () => {
      const y = window.scrollY;
      if (anchorScrolling || performance.now() - jumpedAt < 150) {
        last = y;
        return;
      }
      const nearBottom = window.innerHeight + y >= document.documentElement.scrollHeight - height.current;
      if (y < height.current || nearBottom || y < last) setVisible(true);
      else if (y > last) setVisible(false);
      last = y;
    };
    const onHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || !document.getElementById(id)) return;
      jumpedAt = performance.now();
      last = window.scrollY;
      setVisible(false);
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a[href^="#"]')) jumpedAt = performance.now();
    };
    const onAnchorScroll = (event: Event) => {
      anchorScrolling = (event as CustomEvent<AnchorScrollPhase>).detail === 'start';
      onHash();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    window.addEventListener(ANCHOR_SCROLL_EVENT, onAnchorScroll);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener(ANCHOR_SCROLL_EVENT, onAnchorScroll);
      document.removeEventListener('click', onClick, true);
    };
  }, [hideOnScroll]);
  return { navbarRef, isNavbarVisible };
}
