import { staticHref } from '../../shared/urls.js';
import { useHref, useRoute, useStrings, useTranslated } from '../context.js';
import ColorModeToggle from '../ColorModeToggle.js';
import MobileMenu from './MobileMenu.js';
import NavbarItemView from './NavbarItem.js';
import { useHideOnScroll } from './use-hide-on-scroll.js';

export default function Navbar() {
  const { site } = useRoute();
  const href = useHref();
  const tr = useTranslated();
  const t = useStrings();
  const { navbar } = site.themeConfig;
  const { hidden, ref } = useHideOnScroll(navbar.hideOnScroll);
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  return (
    <nav ref={ref} className={hidden ? 'navbar navbar--hidden theme-layout-navbar' : 'navbar theme-layout-navbar'} aria-label={t('theme.NavBar.navAriaLabel')}>
      <div className="navbar__inner">
        <div className="navbar__items theme-layout-navbar-left">
          <MobileMenu />
          <a className="navbar__brand" href={href('/')}>
            {navbar.logo ? (
              <img
                className="navbar__logo"
                src={staticHref({ baseUrl: site.baseUrl, src: navbar.logo.src })}
                alt={tr('navbar.logo.alt', navbar.logo.alt ?? '')}
                width={32}
                height={32}
              />
            ) : null}
            {navbar.title ? <b className="navbar__title">{tr('navbar.title', navbar.title)}</b> : null}
          </a>
          {left.map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right theme-layout-navbar-right">
          {right.map((item, index) => (
            <NavbarItemView key={index} item={item} />
          ))}
          {site.themeConfig.colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </div>
    </nav>
  );
}
