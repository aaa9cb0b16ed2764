// The buttons of code blocks the build wrote as HTML, loaded with the first such block (entry.tsx): word wrap (shown while the code scrolls
// sideways, or is wrapped) and copy ("Copied" for a second), in the markup and order of
// @theme/CodeBlock/Buttons, which Docusaurus adds in the browser too. Copying takes the code as
// shown: the lines' text, the line numbers being CSS counters.
import { translate } from '../docusaurus/Translate.js';
import { isCodeScrollable, setCodeWrapped, watchHiddenTab } from '../docusaurus/theme-common/code-word-wrap.js';
import { BUTTON_CLASSES, COPIED_MS, ICON_PATHS } from '../shared/code-block-icons.js';
import { copyText } from '../shared/copy-text.js';

const SVG = 'http://www.w3.org/2000/svg';

function icon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', className);
  const shape = document.createElementNS(SVG, 'path');
  shape.setAttribute('fill', 'currentColor');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

function button({ label, title, className = '' }: { label: string; title: string; className?: string }): HTMLButtonElement {
  const element = document.createElement('button');
  element.setAttribute('type', 'button');
  element.setAttribute('aria-label', label);
  element.setAttribute('title', title);
  element.className = ['clean-btn', className].filter(Boolean).join(' ');
  return element;
}

/** The text of the code as shown, one line per line. */
const codeText = (code: Element) => [...code.querySelectorAll(':scope > .token-line')].map((line) => line.textContent ?? '').join('\n');

function copyButton(code: Element): HTMLButtonElement {
  const copy = translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' });
  const element = button({ label: copy, title: translate({ id: 'theme.CodeBlock.copy', message: 'Copy' }) });
  const icons = document.createElement('span');
  icons.className = BUTTON_CLASSES.copyIcons;
  icons.setAttribute('aria-hidden', 'true');
  icons.append(icon(ICON_PATHS.copy, BUTTON_CLASSES.copyIcon), icon(ICON_PATHS.success, BUTTON_CLASSES.successIcon));
  element.append(icons);
  let timer: number | undefined;
  element.addEventListener('click', () => {
    void copyText(codeText(code)).then(() => {
      element.classList.add(BUTTON_CLASSES.copied);
      element.setAttribute('aria-label', translate({ id: 'theme.CodeBlock.copied', message: 'Copied' }));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        element.classList.remove(BUTTON_CLASSES.copied);
        element.setAttribute('aria-label', copy);
      }, COPIED_MS);
    });
  });
  return element;
}

function wordWrapButton(pre: HTMLPreElement, code: HTMLElement): HTMLButtonElement {
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  const element = button({ label: title, title });
  const svg = icon(ICON_PATHS.wordWrap, BUTTON_CLASSES.wordWrapIcon);
  svg.setAttribute('aria-hidden', 'true');
  element.append(svg);
  element.addEventListener('click', () => {
    const wrapped = !element.classList.contains(BUTTON_CLASSES.wordWrapEnabled);
    setCodeWrapped(code, wrapped);
    element.classList.toggle(BUTTON_CLASSES.wordWrapEnabled, wrapped);
    if (!isCodeScrollable(pre)) element.remove();
  });
  return element;
}

/** Adds the buttons to a block's `codeBlockContent` element. */
export function addButtons(content: Element): void {
  const pre = content.querySelector(':scope > pre');
  const code = pre?.querySelector(':scope > code');
  if (!(pre instanceof HTMLPreElement) || !(code instanceof HTMLElement) || content.querySelector(`:scope > .${BUTTON_CLASSES.group}`)) return;
  const group = document.createElement('div');
  group.className = BUTTON_CLASSES.group;
  const copy = copyButton(code);
  const wrap = wordWrapButton(pre, code);
  group.append(copy);
  content.append(group);
  // The wrap button shows while the code overflows, as measured now, on resize and when a hidden tab shows it.
  const update = () => {
    if (isCodeScrollable(pre)) {
      if (!wrap.isConnected) group.prepend(wrap);
    } else if (!wrap.classList.contains(BUTTON_CLASSES.wordWrapEnabled)) wrap.remove();
  };
  update();
  window.addEventListener('resize', update, { passive: true });
  watchHiddenTab(pre, update);
}
