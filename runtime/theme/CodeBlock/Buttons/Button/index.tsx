// `@theme/CodeBlock/Buttons/Button`: a button without a button's look.
import type { ComponentProps } from 'react';

export default function CodeBlockButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" {...props} className={['clean-btn', className].filter(Boolean).join(' ')} />;
}
