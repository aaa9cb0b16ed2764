/** Up to this window width (px) the layout is mobile: the navbar folds into a menu, the sidebar hides. */
export const MOBILE_BREAKPOINT = 996;
