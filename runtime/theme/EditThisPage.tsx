// "Edit this page" under a doc, to its source where the site's editUrl points (Docusaurus's
// theme-edit-this-page). It opens the source host in a new tab, as Docusaurus does.
import { useStrings } from './context.js';

export default function EditThisPage({ href }: { href: string }) {
  const t = useStrings();
  return (
    <a className="theme-edit-this-page" href={href} target="_blank" rel="noopener noreferrer" data-pagefind-ignore="all">
      <svg className="theme-edit-this-page__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M4 20l1-4.5L15.5 5l3.5 3.5L8.5 19zM16.8 3.7l1.5-1.5 3.5 3.5-1.5 1.5z" />
      </svg>
      {t('theme.common.editThisPage')}
    </a>
  );
}
