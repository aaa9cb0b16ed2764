// The colour mode toggle. By default it flips light/dark; with respectPrefersColorScheme it cycles
// system -> light -> dark, where "system" follows the OS. The choice lives in localStorage `theme`
// (absent for "system"). Disabled until the client has mounted, so it never acts on stale HTML.
import { useEffect, useState } from 'react';
import { useRoute, useStrings } from './context.js';

type Choice = 'system' | 'light' | 'dark';

const systemMode = () => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

function apply(choice: Choice): void {
  document.documentElement.dataset.theme = choice === 'system' ? systemMode() : choice;
  try {
    if (choice === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', choice);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
}

export default function ColorModeToggle() {
  const { site } = useRoute();
  const t = useStrings();
  const cycleWithSystem = site.themeConfig.colorMode.respectPrefersColorScheme;
  const [choice, setChoice] = useState<Choice>(site.themeConfig.colorMode.defaultMode);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem('theme');
    } catch {
      // No storage: fall back to what the page shows.
    }
    if (stored === 'light' || stored === 'dark') setChoice(stored);
    else if (cycleWithSystem) setChoice('system');
    else setChoice(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, [cycleWithSystem]);

  const next = (): Choice => {
    if (!cycleWithSystem) return choice === 'dark' ? 'light' : 'dark';
    return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
  };
  const toggle = () => {
    const chosen = next();
    apply(chosen);
    setChoice(chosen);
  };
  const label = t('theme.colorToggle.ariaLabel', {
    mode: t(
      choice === 'system'
        ? 'theme.colorToggle.ariaLabel.mode.system'
        : choice === 'dark'
          ? 'theme.colorToggle.ariaLabel.mode.dark'
          : 'theme.colorToggle.ariaLabel.mode.light',
    ),
  });
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} disabled={!mounted} title={label} aria-label={label} data-choice={choice}>
      <span aria-hidden="true">{choice === 'system' ? '◐' : choice === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
