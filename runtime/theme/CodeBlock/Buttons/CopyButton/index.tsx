// `@theme/CodeBlock/Buttons/CopyButton`: copies the code as shown (magic comments left out) and
// says "Copied" for a second.
import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { BUTTON_CLASSES, COPIED_MS } from '../../../../shared/code-block-icons.js';
import { copyText } from '../../../../shared/copy-text.js';

export default function CopyButton({ className }: { readonly className?: string }) {
  const { metadata } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    void copyText(metadata.code).then(() => {
      setIsCopied(true);
      timeout.current = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    });
  }, [metadata.code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <Button
      aria-label={
        isCopied
          ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
          : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })
      }
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={[className, isCopied ? BUTTON_CLASSES.copied : ''].filter(Boolean).join(' ')}
      onClick={copyCode}
    >
      <span className={BUTTON_CLASSES.copyIcons} aria-hidden="true">
        <IconCopy className={BUTTON_CLASSES.copyIcon} />
        <IconSuccess className={BUTTON_CLASSES.successIcon} />
      </span>
    </Button>
  );
}
