// `@theme/DocSidebar/Desktop/CollapseButton`: hides the sidebar (themeConfig.docs.sidebar.hideable).
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import IconArrow from '@theme/Icon/Arrow';

export default function CollapseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      title={translate({ id: 'theme.docs.sidebar.collapseButtonTitle', message: 'Collapse sidebar' })}
      aria-label={translate({ id: 'theme.docs.sidebar.collapseButtonAriaLabel', message: 'Collapse sidebar' })}
      className={clsx('button button--secondary button--outline', 'collapseSidebarButton_Ftvb')}
      onClick={onClick}
    >
      <IconArrow className="collapseSidebarButtonIcon_c4WT" />
    </button>
  );
}
