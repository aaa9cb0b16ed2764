// The theme's old name for @docusaurus/Link, kept until its last importers move to the new name.
export { default, type LinkProps } from '../docusaurus/Link.js';
