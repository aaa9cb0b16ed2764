// The code block buttons' icons (24 by 24, filled with the text colour), as Docusaurus draws them:
// for the theme's Icon components and for the buttons the browser adds to pre-rendered code.
export const ICON_PATHS = {
  copy: 'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z',
  success: 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z',
  wordWrap: 'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z',
} as const;

/** The CSS-module class names of the buttons (Docusaurus 3.10's build). */
export const BUTTON_CLASSES = {
  group: 'buttonGroup_dke2',
  copied: 'copyButtonCopied_TFXo',
  copyIcons: 'copyButtonIcons_akOg',
  copyIcon: 'copyButtonIcon_a21a',
  successIcon: 'copyButtonSuccessIcon_v2Tw',
  wordWrapEnabled: 'wordWrapButtonEnabled_wDKE',
  wordWrapIcon: 'wordWrapButtonIcon_fUEG',
} as const;

/** How long the copy button shows that it copied. */
export const COPIED_MS = 1000;
