// `processAdmonitionProps`: an admonition's title may come as a first `<mdxAdmonitionTitle>` child
// (how MDX 1 passed a `:::tip[Title]` label); it becomes the `title` prop, the rest the children.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export function processAdmonitionProps<Props extends { readonly children: ReactNode; readonly title?: ReactNode }>(props: Props): Props {
  const items = Children.toArray(props.children);
  const wrapper = items.find((item) => isValidElement(item) && item.type === 'mdxAdmonitionTitle') as ReactElement<{ children: ReactNode }> | undefined;
  const rest = items.filter((item) => item !== wrapper);
  const title = props.title ?? wrapper?.props.children;
  // No `title: undefined`: it would replace a default title when the props are spread over it.
  return { ...props, ...(title ? { title } : {}), children: rest.length > 0 ? <>{rest}</> : null };
}
