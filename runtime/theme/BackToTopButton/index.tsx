// `@theme/BackToTopButton`: appears once the reader has scrolled down a page and scrolls back up.
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useBackToTopButton } from '@docusaurus/theme-common/internal';

export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button
      aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })}
      className={clsx('clean-btn', ThemeClassNames.common.backToTopButton, 'backToTopButton_z1FD', shown && 'backToTopButtonShow_w1wE')}
      type="button"
      onClick={scrollToTop}
    />
  );
}
