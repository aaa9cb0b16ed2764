// A navbar item of a site's own type: the component its @theme/NavbarItem/ComponentTypes gives
// that type, with the item's fields as props (as Docusaurus renders it). A type with no component
// fails to render, and the navbar shows which item failed in its place (the message is short:
// every page ships this file).
import type { CustomNavbarItem as Item } from '../../shared/site-data.js';
import ComponentTypes from '../NavbarItem/ComponentTypes.js';

export default function CustomNavbarItem({ item, className }: { item: Item; className?: string }) {
  const Component = ComponentTypes[item.component];
  if (!Component) throw new Error(item.component);
  return <Component {...item.props} {...(className ? { className } : {})} />;
}
