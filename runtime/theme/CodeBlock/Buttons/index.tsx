// `@theme/CodeBlock/Buttons`: word wrap and copy, rendered in the browser only, as Docusaurus does
// (they do nothing without JavaScript). Pre-rendered code gets the same buttons from
// runtime/browser/code-buttons.ts.
import BrowserOnly from '@docusaurus/BrowserOnly';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';

export default function CodeBlockButtons({ className }: { readonly className?: string }) {
  return (
    <BrowserOnly>
      {() => (
        <div className={[className, 'buttonGroup_dke2'].filter(Boolean).join(' ')}>
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
