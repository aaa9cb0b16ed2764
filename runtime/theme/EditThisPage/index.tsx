// `@theme/EditThisPage`: a link to the page's source where the site says it can be edited.
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';

export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      <Translate id="theme.common.editThisPage">Edit this page</Translate>
    </Link>
  );
}
