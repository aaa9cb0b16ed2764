// `@theme/AnnouncementBar`: themeConfig.announcementBar above the navbar, closeable when the config
// says so. A bar the visitor closed stays hidden (the page's inline script hides it before first
// paint through `data-announcement-bar-initially-dismissed`).
import { useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  const { backgroundColor, textColor, isCloseable } = announcementBar;
  return (
    <div className="theme-announcement-bar announcementBar_ncOr" style={{ backgroundColor, color: textColor }} role="banner">
      {isCloseable ? <div className="announcementBarPlaceholder_ajMw" /> : null}
      <AnnouncementBarContent className="announcementBarContent__57G" />
      {isCloseable ? <AnnouncementBarCloseButton onClick={close} className="announcementBarClose_c9u4" /> : null}
    </div>
  );
}
