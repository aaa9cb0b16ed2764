// `@theme/MDXComponents/Details`: `<details>` written in content: its `<summary>` child becomes the
// Details' summary, the rest its content.
import { Children, isValidElement, type ComponentProps, type ReactElement } from 'react';
import Details from '@theme/Details';

export type Props = ComponentProps<'details'>;

export default function MDXDetails(props: Props) {
  const items = Children.toArray(props.children);
  const summary = items.find((item): item is ReactElement<ComponentProps<'summary'>> => isValidElement(item) && item.type === 'summary');
  return (
    <Details {...props} summary={summary}>
      <>{items.filter((item) => item !== summary)}</>
    </Details>
  );
}
