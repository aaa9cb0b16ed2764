// What docgen adds above a doc: a note when the doc is shown untranslated, and "Copy page" /
// "Open as Markdown" where the site writes Markdown copies (config `llms`).
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from './CopyPage.js';
import PageNotes from './PageNotes.js';

export default function PageTools() {
  const { metadata } = useDoc();
  const { untranslated, markdownCopy } = metadata.docgen ?? {};
  if (!untranslated && !markdownCopy) return null;
  return (
    <>
      {untranslated ? <PageNotes page={{ untranslated: true }} /> : null}
      {markdownCopy ? <CopyPage key={markdownCopy} href={markdownCopy} /> : null}
    </>
  );
}
