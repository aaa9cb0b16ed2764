import { staticHref } from '../shared/urls.js';
import { useRoute, useTranslated } from './context.js';
import Link from './Link.js';
import type { FooterColumn, FooterLink } from '../shared/site-data.js';

function FooterItem({ link }: { link: FooterLink }) {
  const tr = useTranslated();
  if (link.html) return <li className="footer__item" dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <li className="footer__item">
      <Link className="footer__link" to={link.to} href={link.href}>
        {tr(`footer.link.item.label.${link.label}`, link.label)}
      </Link>
    </li>
  );
}

export default function Footer() {
  const { site } = useRoute();
  const tr = useTranslated();
  const footer = site.themeConfig.footer;
  if (!footer) return null;
  const links = footer.links as readonly (FooterColumn | FooterLink)[];
  const columns: readonly FooterColumn[] = links.length === 0 ? [] : 'items' in links[0]! ? (links as FooterColumn[]) : [{ items: links as FooterLink[] }];
  return (
    <footer className={`footer footer--${footer.style} theme-layout-footer`}>
      <div className="footer__inner">
        {columns.length > 0 ? (
          <div className="footer__columns">
            {columns.map((column, index) => (
              <div className="footer__column" key={index}>
                {column.title ? <h2 className="footer__title">{tr(`footer.link.title.${column.title}`, column.title)}</h2> : null}
                <ul className="footer__items">
                  {column.items.map((link, linkIndex) => (
                    <FooterItem key={linkIndex} link={link} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.logo ? (
          <a className="footer__logo" href={footer.logo.href ?? staticHref({ baseUrl: site.baseUrl, src: '/' })}>
            <img src={staticHref({ baseUrl: site.baseUrl, src: footer.logo.src })} alt={footer.logo.alt} width={48} height={48} />
          </a>
        ) : null}
        {footer.copyright ? <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: tr('footer.copyright', footer.copyright) }} /> : null}
      </div>
    </footer>
  );
}
