// `@theme/Footer/Logo`: the footer's logo (light and dark), a link when the config gives one.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type { ThemeLogo } from '../../../shared/site-data.js';

function LogoImage({ logo }: { logo: ThemeLogo }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const sources = { light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) };
  return <ThemedImage className={clsx('footer__logo', logo.className)} alt={logo.alt} sources={sources} width={logo.width} height={logo.height} />;
}

export default function FooterLogo({ logo }: { logo: ThemeLogo }) {
  return logo.href ? (
    <Link href={logo.href} className="footerLogoLink_zxYv" target={logo.target}>
      <LogoImage logo={logo} />
    </Link>
  ) : (
    <LogoImage logo={logo} />
  );
}
