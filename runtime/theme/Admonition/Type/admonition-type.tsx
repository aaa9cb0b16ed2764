// What each `@theme/Admonition/Type/<Name>` is: the layout with the type's Infima alert class, its
// icon and its translated title (`theme.admonition.<type>`), any of which the props replace.
import type { ComponentType, ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/Admonition';
import AdmonitionLayout from '@theme/Admonition/Layout';
import { ADMONITION_TYPES, type AdmonitionType } from '../../../shared/admonitions.js';

export function admonitionType(type: AdmonitionType, Icon: ComponentType): ComponentType<Props> {
  const defaults: { icon: ReactNode; title: ReactNode } = { icon: <Icon />, title: <Translate id={`theme.admonition.${type}`}>{type}</Translate> };
  return function AdmonitionType(props: Props) {
    return (
      <AdmonitionLayout {...defaults} {...props} className={[ADMONITION_TYPES[type].alert, props.className].filter(Boolean).join(' ')}>
        {props.children}
      </AdmonitionLayout>
    );
  };
}
