// The components of the navbar item types a site adds, by type name (`custom-sparkle`), as
// Docusaurus's @theme/NavbarItem/ComponentTypes. A site swizzles this map (spreading
// `@theme-original/NavbarItem/ComponentTypes`) to register its own; docgen's own types render
// through its own registry (navbar/NavbarItem.tsx), so the map it ships is empty.
import type { ComponentType } from 'react';

const ComponentTypes: Record<string, ComponentType<Record<string, unknown>>> = {};

export default ComponentTypes;
