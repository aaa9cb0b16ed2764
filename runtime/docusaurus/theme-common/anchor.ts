// `useAnchorTargetClassName`: an element others link to (a heading, a footnote) stops below the
// sticky navbar when scrolled to; with a navbar that hides on scroll, just below the top.
import { anchorTargetClass } from '../../shared/anchors.js';
import { useThemeConfig } from './theme-config.js';

export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  const { hideOnScroll } = useThemeConfig().navbar;
  return id === undefined ? undefined : anchorTargetClass(hideOnScroll);
}
