// `@theme/DocBreadcrumbs/StructuredData`: the breadcrumbs as schema.org's BreadcrumbList (JSON-LD).
import Head from '@docusaurus/Head';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import type { SidebarItem } from '../../../shared/types.js';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly SidebarItem[] }) {
  const structuredData = useBreadcrumbsStructuredData({ breadcrumbs });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
