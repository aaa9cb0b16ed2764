// `@theme/ColorModeToggle`: a button cycling the colour mode: light and dark, or, where the site
// respects the system's preference, system -> light -> dark. All three icons are in the HTML and
// CSS shows the one of `data-theme-choice`, set before first paint, so the right icon shows at
// once; the button is disabled until the page has hydrated.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { ColorModeChoice } from '@docusaurus/theme-common';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';

export interface Props {
  readonly className?: string;
  readonly buttonClassName?: string;
  readonly respectPrefersColorScheme: boolean;
  readonly value: ColorModeChoice;
  readonly onChange: (colorMode: ColorModeChoice) => void;
}

function nextChoice(choice: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  return choice === null ? 'light' : choice === 'light' ? 'dark' : null;
}

function modeLabel(choice: ColorModeChoice): string {
  if (choice === 'light') return translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
  if (choice === 'dark') return translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' });
  return translate({ id: 'theme.colorToggle.ariaLabel.mode.system', message: 'system mode' });
}

export default function ColorModeToggle({ className, buttonClassName, respectPrefersColorScheme, value, onChange }: Props) {
  const isBrowser = useIsBrowser();
  const label = modeLabel(value);
  return (
    <div className={clsx('toggle_OLSw', className)}>
      <button
        className={clsx('clean-btn', 'toggleButton_wYmb', !isBrowser && 'toggleButtonDisabled_vaDU', buttonClassName)}
        type="button"
        onClick={() => onChange(nextChoice(value, respectPrefersColorScheme))}
        disabled={!isBrowser}
        title={label}
        aria-label={translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: label })}
      >
        <IconLightMode aria-hidden className="toggleIcon_KEbZ lightToggleIcon_Sxwe" />
        <IconDarkMode aria-hidden className="toggleIcon_KEbZ darkToggleIcon_Yem1" />
        <IconSystemColorMode aria-hidden className="toggleIcon_KEbZ systemToggleIcon_txm5" />
      </button>
    </div>
  );
}
