// `@theme/DocBreadcrumbs/Items/Home`: the home icon that starts the breadcrumbs.
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';

export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <Link aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })} className="breadcrumbs__link" to="/">
        <IconHome className="breadcrumbHomeIcon_JFrk" />
      </Link>
    </li>
  );
}
