// `@theme/Admonition/Types`: the component of each admonition type, and of Docusaurus 2's names,
// drawn as another type with their own name as an untranslated title.
import type { ComponentType } from 'react';
import type { Props } from '@theme/Admonition';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';

const AdmonitionTypes: Record<string, ComponentType<Props>> = {
  note: AdmonitionTypeNote,
  tip: AdmonitionTypeTip,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
  danger: AdmonitionTypeDanger,
  secondary: (props) => <AdmonitionTypeNote title="secondary" {...props} />,
  important: (props) => <AdmonitionTypeInfo title="important" {...props} />,
  success: (props) => <AdmonitionTypeTip title="success" {...props} />,
  caution: AdmonitionTypeCaution,
};

export default AdmonitionTypes;
