// `@theme/Admonition`: `<Admonition type="tip" title="...">`, and `:::tip` in MDX. The type picks
// its component from @theme/Admonition/Types (a site may swizzle one or add its own); an unknown
// type is shown as info, as on Docusaurus.
import type { ComponentType, ReactNode } from 'react';
import { processAdmonitionProps } from '@docusaurus/theme-common';
import AdmonitionTypes from '@theme/Admonition/Types';

export interface Props {
  readonly children: ReactNode;
  readonly type: string;
  readonly icon?: ReactNode;
  readonly title?: ReactNode;
  readonly className?: string;
  readonly id?: string;
}

function componentOf(type: string): ComponentType<Props> {
  const component = AdmonitionTypes[type];
  if (component) return component;
  console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
  return AdmonitionTypes.info as ComponentType<Props>;
}

export default function Admonition(unprocessed: Props) {
  const props = processAdmonitionProps(unprocessed);
  const Component = componentOf(props.type);
  return <Component {...props} />;
}
