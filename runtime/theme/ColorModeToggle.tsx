import { useEffect, useState } from 'react';
import { useRoute, useStrings } from './context.js';

type Mode = 'light' | 'dark';

/** Flips light/dark, stores the choice in localStorage `theme`; disabled until the client mounts. */
export default function ColorModeToggle() {
  const { site } = useRoute();
  const t = useStrings();
  const [mode, setMode] = useState<Mode>(site.colorMode.defaultMode);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    setMode(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);
  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
    setMode(next);
  };
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={toggle}
      disabled={!mounted}
      title={t('toggleColorMode', { mode: t(mode === 'dark' ? 'darkMode' : 'lightMode') })}
      aria-label={t('toggleColorMode', { mode: t(mode === 'dark' ? 'darkMode' : 'lightMode') })}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
