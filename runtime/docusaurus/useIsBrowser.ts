// `@docusaurus/useIsBrowser`.
export { useIsBrowser as default } from './BrowserOnly.js';
