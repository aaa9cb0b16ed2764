// The class that keeps an anchor's target clear of the navbar when the page scrolls to it.
import { useThemeConfig } from './theme-config.js';

export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  const { hideOnScroll } = useThemeConfig().navbar;
  if (id === undefined) return undefined;
  return hideOnScroll ? 'anchorTargetHideOnScrollNavbar_Iwt7' : 'anchorTargetStickyNavbar_SAay';
}
