// `@theme/Footer/Links/MultiColumn`.
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import LinkItem from '@theme/Footer/LinkItem';
import type { FooterColumn, FooterLink } from '../../../../shared/site-data.js';

function ColumnLinkItem({ item }: { item: FooterLink }) {
  return item.html ? (
    <li className={clsx('footer__item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />
  ) : (
    <li className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}

function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={clsx(ThemeClassNames.layout.footer.column, 'col footer__col', column.className)}>
      <div className="footer__title">{column.title}</div>
      <ul className="footer__items clean-list">
        {column.items.map((item, index) => (
          <ColumnLinkItem key={index} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function FooterLinksMultiColumn({ columns }: { columns: readonly FooterColumn[] }) {
  return (
    <div className="row footer__links">
      {columns.map((column, index) => (
        <Column key={index} column={column} />
      ))}
    </div>
  );
}
