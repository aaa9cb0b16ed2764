// axe-core as the project installs it, with its whole default rule set. @axe-core/playwright
// bundles an older axe-core of its own, in which some default rules of the installed version
// (label-content-name-mismatch) are still experimental and off; its axeSource option swaps it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The installed axe-core's version, for tests that check which one runs. */
export const AXE_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8')) as { version: string }).version;

/** Every violation on the page, one line each: `rule: selector, selector`; `exclude` leaves out
 * the parts a third-party theme renders, where its own markup is what axe finds fault with. */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: readonly string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource });
  for (const selector of exclude) builder.exclude(selector);
  const { violations, testEngine } = await builder.analyze();
  if (testEngine.version !== AXE_VERSION) throw new Error(`docgen test bug: axe-core ${testEngine.version} ran instead of the installed ${AXE_VERSION}`);
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
