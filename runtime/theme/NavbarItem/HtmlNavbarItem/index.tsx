// `@theme/NavbarItem/HtmlNavbarItem`: an item of the config's own HTML (`value`).
import clsx from 'clsx';

export interface Props {
  readonly value?: string;
  readonly html?: string;
  readonly className?: string;
  readonly mobile?: boolean;
  readonly isDropdownItem?: boolean;
}

export default function HtmlNavbarItem({ value, html, className, mobile = false, isDropdownItem = false }: Props) {
  const Comp = isDropdownItem ? 'li' : 'div';
  return (
    <Comp
      className={clsx({ navbar__item: !mobile && !isDropdownItem, 'menu__list-item': mobile }, className)}
      dangerouslySetInnerHTML={{ __html: value ?? html ?? '' }}
    />
  );
}
