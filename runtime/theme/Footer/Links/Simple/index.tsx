// `@theme/Footer/Links/Simple`: one centred row of links, separated by dots.
import { Fragment } from 'react';
import clsx from 'clsx';
import LinkItem from '@theme/Footer/LinkItem';
import type { FooterLink } from '../../../../shared/site-data.js';

function SimpleLinkItem({ item }: { item: FooterLink }) {
  return item.html ? <span className={clsx('footer__link-item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} /> : <LinkItem item={item} />;
}

export default function FooterLinksSimple({ links }: { links: readonly FooterLink[] }) {
  return (
    <div className="footer__links text--center">
      <div className="footer__links">
        {links.map((item, index) => (
          <Fragment key={index}>
            <SimpleLinkItem item={item} />
            {index + 1 === links.length ? null : <span className="footer__link-separator">·</span>}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
