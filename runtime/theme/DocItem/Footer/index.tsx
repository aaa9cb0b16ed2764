// `@theme/DocItem/Footer`: the doc's tags, "Edit this page" and when it was last updated.
import clsx from 'clsx';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import EditMetaRow from '@theme/EditMetaRow';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  const canDisplayEditMetaRow = Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!canDisplayEditMetaRow) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <EditMetaRow
        className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)}
        editUrl={editUrl}
        lastUpdatedAt={lastUpdatedAt}
        lastUpdatedBy={lastUpdatedBy}
      />
    </footer>
  );
}
