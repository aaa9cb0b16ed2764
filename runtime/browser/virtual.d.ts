// Modules esbuild provides at bundle time.
declare module 'docgen:site-data' {
  const siteData: import('../shared/site-data.js').SiteData;
  export default siteData;
}
declare module '*.css';
