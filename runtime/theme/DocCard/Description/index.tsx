// `@theme/DocCard/Description`: a card's description, on one line (whole in its tooltip).
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props as DocCardProps } from '@theme/DocCard';

export default function DocCardDescription({ description }: { item: DocCardProps['item']; description: string }) {
  return (
    <p className={`text--truncate ${ThemeClassNames.docs.docCard.description} cardDescription_adYR`} title={description}>
      {description}
    </p>
  );
}
