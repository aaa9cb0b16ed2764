// `@theme/DocItem/Paginator`.
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';

export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={metadata.next} />;
}
