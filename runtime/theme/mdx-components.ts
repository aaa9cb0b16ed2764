// HTML elements of MDX content that the theme renders with its own components, as Docusaurus
// does (e.g. <details> becomes the theme's Details).
import Details from './Details.js';

export const MDX_COMPONENTS: Record<string, unknown> = { details: Details };
