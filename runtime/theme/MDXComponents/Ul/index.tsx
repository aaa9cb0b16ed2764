// `@theme/MDXComponents/Ul`: a list; a task list (GFM's `contains-task-list`) loses its bullets.
import type { ComponentProps } from 'react';

const listClassName = (className: string | undefined) =>
  className === undefined ? undefined : [className, className.includes('contains-task-list') ? 'containsTaskList__YnT' : ''].filter(Boolean).join(' ');

export default function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} className={listClassName(props.className)} />;
}
