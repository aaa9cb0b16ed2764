// `@docusaurus/ErrorBoundary`: the theme's error boundary (catches a crash of its children in the
// browser; `fallback` gets the error and a way to try again).
export { default } from '../theme/ErrorBoundary.js';
