// `@theme/NavbarItem`: one navbar item, by its type, through @theme/NavbarItem/ComponentTypes (a
// site adds its own types by swizzling that map). An item without a type but with items is a
// dropdown.
import type { ComponentType } from 'react';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

export type Props = Readonly<Record<string, unknown>> & { readonly type?: string; readonly mobile?: boolean };

export default function NavbarItem({ type, ...props }: Props) {
  // A site's own type: the build keeps its fields apart, as the component's props.
  if (type === 'custom') {
    const { component, props: own, mobile, onClick } = props as { component: string; props: Record<string, unknown>; mobile?: boolean; onClick?: unknown };
    const Custom = ComponentTypes[component];
    if (!Custom) throw new Error(`No NavbarItem component found for type "${component}".`);
    return <Custom {...own} {...(mobile ? { mobile } : {})} {...(onClick ? { onClick } : {})} />;
  }
  const componentType = !type || type === 'default' ? ('items' in props ? 'dropdown' : 'default') : type;
  const Component = ComponentTypes[componentType] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`No NavbarItem component found for type "${type}".`);
  return <Component {...props} />;
}
