// `ThemedComponent`: something drawn once per colour mode. The server (and hydration) draws both,
// and CSS shows the one of the page's mode; once hydrated, only the shown mode's is drawn.
import { Fragment, type ReactNode } from 'react';
import { useIsBrowser } from '../BrowserOnly.js';
import { useColorMode, type ColorMode } from './color-mode.js';
import { cx } from './utils.js';

const CLASS_OF: Readonly<Record<ColorMode, string>> = { light: 'themedComponent--light_DIHH', dark: 'themedComponent--dark_Bv2M' };

export default function ThemedComponent({
  className,
  children,
}: {
  className?: string;
  children: (props: { theme: ColorMode; className: string }) => ReactNode;
}) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const themes: readonly ColorMode[] = isBrowser ? [colorMode] : ['light', 'dark'];
  return (
    <>
      {themes.map((theme) => (
        <Fragment key={theme}>{children({ theme, className: cx(className, 'themedComponent_DHUr', CLASS_OF[theme]) })}</Fragment>
      ))}
    </>
  );
}
