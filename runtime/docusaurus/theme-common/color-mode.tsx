// The colour mode: `light` or `dark` as shown (`data-theme` on <html>), and the visitor's choice
// (`data-theme-choice`: light, dark or system) kept in localStorage `theme`. The page's inline
// script sets both before first paint; the state here follows them once the page has hydrated, so
// server and first client render agree.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStorageSlot } from './storage.js';
import { useThemeConfig } from './theme-config.js';

export type ColorMode = 'light' | 'dark';
/** The visitor's choice; null: none (the system's, or the site's default). */
export type ColorModeChoice = ColorMode | null;

interface ColorModeValue {
  readonly colorMode: ColorMode;
  readonly colorModeChoice: ColorModeChoice;
  readonly setColorMode: (mode: ColorModeChoice, options?: { persist?: boolean }) => void;
  readonly isDarkTheme: boolean;
  readonly setLightTheme: () => void;
  readonly setDarkTheme: () => void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);
const storage = createStorageSlot('theme');
const shown = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
const chosen = (): ColorModeChoice => {
  const choice = document.documentElement.getAttribute('data-theme-choice');
  return choice === 'light' || choice === 'dark' ? choice : null;
};
const systemMode = (): ColorMode => (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = useThemeConfig().colorMode;
  const [colorMode, setShown] = useState<ColorMode>(defaultMode);
  const [colorModeChoice, setChoice] = useState<ColorModeChoice>(null);
  useEffect(() => {
    if (disableSwitch) storage.del();
    setShown(shown());
    setChoice(chosen());
  }, [disableSwitch]);
  const setColorMode = useCallback(
    (mode: ColorModeChoice, { persist = true }: { persist?: boolean } = {}) => {
      const effective = mode ?? (respectPrefersColorScheme ? systemMode() : defaultMode);
      document.documentElement.setAttribute('data-theme', effective);
      document.documentElement.setAttribute('data-theme-choice', mode ?? 'system');
      setShown(effective);
      setChoice(mode);
      if (persist) {
        if (mode === null) storage.del();
        else storage.set(mode);
      }
    },
    [defaultMode, respectPrefersColorScheme],
  );
  // With no choice made, the mode follows the system where the site respects it.
  useEffect(() => {
    if (!respectPrefersColorScheme || colorModeChoice !== null) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setColorMode(null, { persist: false });
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [respectPrefersColorScheme, colorModeChoice, setColorMode]);
  // Another tab's choice.
  useEffect(
    () => storage.listen((event) => setColorMode(event.newValue === 'dark' || event.newValue === 'light' ? event.newValue : null, { persist: false })),
    [setColorMode],
  );
  const value = useMemo<ColorModeValue>(
    () => ({
      colorMode,
      colorModeChoice,
      setColorMode,
      isDarkTheme: colorMode === 'dark',
      setLightTheme: () => setColorMode('light'),
      setDarkTheme: () => setColorMode('dark'),
    }),
    [colorMode, colorModeChoice, setColorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  // Until the theme's Layout provides it, the mode is read from the page (whether a provider is
  // there never changes while a page is mounted, so the hooks run in the same order).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!value) return usePageColorMode();
  return value;
}

/** The mode the page shows and the colour mode toggle sets, without a provider. */
function usePageColorMode(): ColorModeValue {
  const { defaultMode } = useThemeConfig().colorMode;
  const [colorMode, setShown] = useState<ColorMode>(defaultMode);
  useEffect(() => {
    setShown(shown());
    const observer = new MutationObserver(() => setShown(shown()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: ColorModeChoice) => {
    document.documentElement.setAttribute('data-theme', mode ?? defaultMode);
    if (mode === null) storage.del();
    else storage.set(mode);
  };
  return {
    colorMode,
    colorModeChoice: null,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}
