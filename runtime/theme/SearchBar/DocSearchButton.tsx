// The navbar button of a site that searches with Algolia DocSearch, in the markup of DocSearch's
// own button, so the site's DocSearch stylesheet (and its overrides of it) shows it as Docusaurus
// does. The shortcut keys appear once the browser says which platform it is (Ctrl, or ⌘ on Apple
// devices); until then the key is Meta, as DocSearch's server render has it.
import { forwardRef, useEffect, useState } from 'react';

interface DocSearchButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly onFocus: () => void;
  readonly onPointerEnter: () => void;
}

const SearchIcon = () => (
  <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
    <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton({ label, ...handlers }, ref) {
  const [ctrl, setCtrl] = useState<boolean | undefined>(undefined);
  useEffect(() => setCtrl(!/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const shortcut = `${ctrl ? 'Control' : 'Meta'}+k`;
  return (
    <button ref={ref} type="button" className="DocSearch DocSearch-Button" aria-label={`${label} (${shortcut})`} aria-keyshortcuts={shortcut} {...handlers}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {ctrl === undefined ? null : (
          <>
            <kbd className={ctrl ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>{ctrl ? 'Ctrl' : '⌘'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
