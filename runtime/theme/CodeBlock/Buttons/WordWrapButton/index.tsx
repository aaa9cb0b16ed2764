// `@theme/CodeBlock/Buttons/WordWrapButton`: shown when the code scrolls sideways (or is wrapped);
// wraps its lines, and unwraps them.
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import { BUTTON_CLASSES } from '../../../../shared/code-block-icons.js';

export default function WordWrapButton({ className }: { readonly className?: string }) {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={[className, wordWrap.isEnabled ? BUTTON_CLASSES.wordWrapEnabled : ''].filter(Boolean).join(' ')}
      aria-label={title}
      title={title}
    >
      <IconWordWrap className={BUTTON_CLASSES.wordWrapIcon} aria-hidden="true" />
    </Button>
  );
}
