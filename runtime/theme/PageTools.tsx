// What docgen adds to a doc: above it, a note when the doc is shown untranslated; after it and its
// paginator, "Copy page" / "Open as Markdown" where the site writes Markdown copies (config
// `llms`). After everything Docusaurus shows, so all of that stays where Docusaurus puts it.
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from './CopyPage.js';
import PageNotes from './PageNotes.js';

export function PageNotesAbove() {
  const { metadata } = useDoc();
  return metadata.docgen?.untranslated ? <PageNotes page={{ untranslated: true }} /> : null;
}

export function PageToolsBelow() {
  const { metadata } = useDoc();
  const href = metadata.docgen?.markdownCopy;
  return href ? <CopyPage key={href} href={href} /> : null;
}
