// `@theme/Footer/Layout`.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';

export interface Props {
  readonly style: 'light' | 'dark';
  readonly links: ReactNode;
  readonly logo: ReactNode;
  readonly copyright: ReactNode;
}

export default function FooterLayout({ style, links, logo, copyright }: Props) {
  return (
    <footer className={clsx(ThemeClassNames.layout.footer.container, 'footer', { 'footer--dark': style === 'dark' })}>
      <div className="container container-fluid">
        {links}
        {logo || copyright ? (
          <div className="footer__bottom text--center">
            {logo ? <div className="margin-bottom--sm">{logo}</div> : null}
            {copyright}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
