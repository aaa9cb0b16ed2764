// `@theme/Logo`: the navbar's brand, its logo (light and dark) and title, linking home.
import type { ComponentProps } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
import type { ThemeLogo } from '../../shared/site-data.js';

function LogoThemedImage({ logo, alt, imageClassName }: { logo: ThemeLogo; alt: string; imageClassName?: string }) {
  const sources = { light: useBaseUrl(logo.src), dark: useBaseUrl(logo.srcDark ?? logo.src) };
  const image = <ThemedImage className={logo.className} sources={sources} height={logo.height} width={logo.width} alt={alt} />;
  return imageClassName ? <div className={imageClassName}>{image}</div> : image;
}

export interface Props extends ComponentProps<'a'> {
  readonly imageClassName?: string;
  readonly titleClassName?: string;
}

export default function Logo({ imageClassName, titleClassName, ...rest }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const { title, logo } = useThemeConfig().navbar;
  const logoLink = useBaseUrl(logo?.href ?? '/');
  // With a visible title the logo is decorative unless the config names it.
  const alt = logo?.alt ?? (title ? '' : siteConfig.title);
  return (
    <Link to={logoLink} {...rest} {...(logo?.target ? { target: logo.target } : {})}>
      {logo ? <LogoThemedImage logo={logo} alt={alt} imageClassName={imageClassName} /> : null}
      {title != null ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}
