// `@theme/MDXComponents/Img`: a Markdown image, loaded lazily and decoded off the main thread.
import type { ComponentProps } from 'react';

export default function MDXImg(props: ComponentProps<'img'>) {
  return <img decoding="async" loading="lazy" {...props} className={[props.className, 'img__Ss2'].filter(Boolean).join(' ')} />;
}
