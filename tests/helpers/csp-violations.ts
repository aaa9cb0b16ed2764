// Content-Security-Policy violations a page reports, as `directive blocked-URI` ('inline' for
// inline code). Install VIOLATIONS as the page's init script, then read them with violations().
import type { Page } from 'playwright-core';

export const VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.effectiveDirective + ' ' + (event.blockedURI || 'inline')));
`;

export const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
