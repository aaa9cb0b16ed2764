// Shows focus rings for keyboard users only: Tab switches the style on, a mouse press off.
const CLASS = 'navigation-with-keyboard';

export function installKeyboardNavigationStyle(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.documentElement.classList.add(CLASS);
  });
  document.addEventListener('mousedown', () => document.documentElement.classList.remove(CLASS));
}
