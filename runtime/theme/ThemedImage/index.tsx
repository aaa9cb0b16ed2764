// `@theme/ThemedImage`: an image with a light and a dark source. Both are in the HTML, and CSS
// shows the one of the page's colour mode, so the right one shows before any script runs.
import type { ComponentProps } from 'react';
import clsx from 'clsx';

export interface Props extends Omit<ComponentProps<'img'>, 'src'> {
  readonly sources: { readonly light: string; readonly dark: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: Props) {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <img
          key={theme}
          src={sources[theme]}
          alt={alt}
          className={clsx('themedComponent_DHUr', `themedComponent--${theme}_${theme === 'light' ? 'DIHH' : 'Bv2M'}`, className)}
          {...rest}
        />
      ))}
    </>
  );
}
