// How a page looks, measured as a reader sees it: every visible element that holds text in the first
// screen, with its box and its type style (size, weight, colour, case). Taken from a Docusaurus
// build of a fixture and from docgen's build of the same fixture, in the same Chromium, and
// compared element by element, matched by text (tests/e2e/look-parity.test.ts).
import type { Browser } from 'playwright-core';
import { WAIT_MS } from './patience.js';

/** One element that shows text. */
export interface TextBox {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fontSize: string;
  readonly fontWeight: string;
  readonly color: string;
  readonly textTransform: string;
}

export interface Viewport {
  readonly name: 'desktop' | 'phone';
  readonly width: number;
  readonly height: number;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Runs in the page: the elements of the first screen that show text of their own, each once. A
 * `<pre>` counts as one element (highlighters split its tokens differently). An element counts
 * when it is rendered, not transparent, inside the viewport and on top where it stands (a closed
 * drawer's links are not seen).
 */
function firstScreenTexts(): TextBox[] {
  const { innerWidth, innerHeight } = window;
  const found: TextBox[] = [];
  const normal = (text: string) =>
    text
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const ownText = (element: Element) =>
    element.tagName === 'PRE'
      ? normal(element.textContent ?? '')
      : normal(
          [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join(' '),
        );
  const seen = (element: Element, rect: DOMRect) => {
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  };
  const walk = (element: Element) => {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg', 'SVG'].includes(element.tagName)) return;
    const text = ownText(element);
    if (text) {
      const rect = element.getBoundingClientRect();
      const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && rect.width > 1 && rect.height > 1;
      if (visible && seen(element, rect)) {
        const style = getComputedStyle(element);
        found.push({
          text,
          x: Math.round(rect.left),
          y: Math.round(rect.top),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          color: style.color,
          textTransform: style.textTransform,
        });
      }
    }
    if (element.tagName !== 'PRE') for (const child of element.children) walk(child);
  };
  walk(document.body);
  return found;
}

/** Opens `url` at the viewport in the colour mode, once the page has settled, and measures it. */
export async function measureLook({ browser, url, viewport, mode }: { browser: Browser; url: string; viewport: Viewport; mode: Mode }): Promise<TextBox[]> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: 'reduce' });
  await context.addInitScript(`try { localStorage.setItem('theme', ${JSON.stringify(mode)}); } catch {}`);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: WAIT_MS });
    // Fonts, and two frames for what hydration changed.
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    return await page.evaluate(firstScreenTexts);
  } finally {
    await context.close();
  }
}

/** How many of Docusaurus's first-screen elements docgen shows in place (within 8 px) and in the same type style. */
export interface LookMatch {
  readonly total: number;
  readonly placed: number;
  readonly styled: number;
  /** The elements that are not in place or not in the same style, with what differs. */
  readonly misses: readonly string[];
}

/** Each element of `actual` that has an expected element's text, matched in order of appearance. */
export function compareLook({ expected, actual, tolerance = 8 }: { expected: readonly TextBox[]; actual: readonly TextBox[]; tolerance?: number }): LookMatch {
  const byText = new Map<string, TextBox[]>();
  for (const box of actual) byText.set(box.text, [...(byText.get(box.text) ?? []), box]);
  let placed = 0;
  let styled = 0;
  const misses: string[] = [];
  for (const want of expected) {
    const got = byText.get(want.text)?.shift();
    const label = JSON.stringify(want.text.slice(0, 40));
    if (!got) {
      misses.push(`${label}: not on the first screen`);
      continue;
    }
    const off = (['x', 'y', 'width', 'height'] as const).filter((key) => Math.abs(got[key] - want[key]) > tolerance);
    if (off.length === 0) placed += 1;
    const style = (['fontSize', 'fontWeight', 'color', 'textTransform'] as const).filter((key) => got[key] !== want[key]);
    if (style.length === 0) styled += 1;
    if (off.length > 0 || style.length > 0)
      misses.push(
        `${label}: ${[...off.map((key) => `${key} ${got[key]} (want ${want[key]})`), ...style.map((key) => `${key} ${got[key]} (want ${want[key]})`)].join(', ')}`,
      );
  }
  return { total: expected.length, placed, styled, misses };
}
