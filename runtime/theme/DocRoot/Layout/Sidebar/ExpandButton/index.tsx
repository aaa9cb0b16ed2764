// `@theme/DocRoot/Layout/Sidebar/ExpandButton`: the hidden sidebar's narrow column, which shows it again.
import { translate } from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';

export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  return (
    <div
      className="expandButton_SZY_"
      title={translate({ id: 'theme.docs.sidebar.expandButtonTitle', message: 'Expand sidebar' })}
      aria-label={translate({ id: 'theme.docs.sidebar.expandButtonAriaLabel', message: 'Expand sidebar' })}
      tabIndex={0}
      role="button"
      onKeyDown={toggleSidebar}
      onClick={toggleSidebar}
    >
      <IconArrow className="expandButtonIcon_CMLm" />
    </div>
  );
}
