import { useEffect, useState } from 'react';
import { useRoute, useStrings, useTranslated } from './context.js';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

export default function AnnouncementBar() {
  const { site } = useRoute();
  const t = useStrings();
  const tr = useTranslated();
  const bar = site.themeConfig.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    try {
      const sameId = localStorage.getItem(ID_KEY) === bar.id;
      if (!sameId) {
        localStorage.setItem(ID_KEY, bar.id);
        localStorage.removeItem(DISMISS_KEY);
      }
      setDismissed(sameId && localStorage.getItem(DISMISS_KEY) === 'true');
    } catch {
      // No storage: the bar stays visible.
    }
  }, [bar]);
  if (!bar || dismissed) return null;
  const close = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISS_KEY, 'true');
    } catch {
      // Dismissal then lasts for this page only.
    }
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: tr('announcementBar.content', bar.content) }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar__close" onClick={close} aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}>
          ×
        </button>
      ) : null}
    </div>
  );
}
