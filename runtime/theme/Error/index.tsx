// `@theme/Error`: a crash outside any page's own boundary, inside the site's frame so the navbar
// still works.
import { translate } from '@docusaurus/Translate';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';

export default function Error({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <Layout title={translate({ id: 'docgen.error.pageTitle', message: 'Page Error' })}>
      <ErrorPageContent error={error} tryAgain={tryAgain} />
    </Layout>
  );
}
