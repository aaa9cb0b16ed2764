// `@theme/Navbar/ColorModeToggle`: the colour mode toggle, unless the site disables the switch.
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';

export default function NavbarColorModeToggle({ className }: { className?: string }) {
  const { navbar, colorMode } = useThemeConfig();
  const { colorModeChoice, setColorMode } = useColorMode();
  if (colorMode.disableSwitch) return null;
  return (
    <ColorModeToggle
      className={className}
      buttonClassName={navbar.style === 'dark' ? 'darkNavbarColorModeToggle_wZ1H' : undefined}
      respectPrefersColorScheme={colorMode.respectPrefersColorScheme}
      value={colorModeChoice}
      onChange={setColorMode}
    />
  );
}
