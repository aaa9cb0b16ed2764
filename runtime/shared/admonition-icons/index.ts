// The five admonition icons by name, for the build's `:::type` Markdown. Each lives in its own
// module: a page that draws one icon (an unlisted page's caution) carries only that one.
import { DANGER_ICON } from './danger.js';
import { INFO_ICON } from './info.js';
import { NOTE_ICON } from './note.js';
import { TIP_ICON } from './tip.js';
import { WARNING_ICON } from './warning.js';

export const ADMONITION_ICONS = { note: NOTE_ICON, tip: TIP_ICON, info: INFO_ICON, warning: WARNING_ICON, danger: DANGER_ICON } as const;
