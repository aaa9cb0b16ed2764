// `@theme/Footer`: themeConfig.footer, in the page's locale: link columns (or one row of links),
// the logo and the copyright.
import { useThemeConfig } from '@docusaurus/theme-common';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';

export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { copyright, links, logo, style } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 ? <FooterLinks links={links} /> : undefined}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
