// The announcement bar's state: shown until the visitor closes it (localStorage
// `docusaurus.announcement.dismiss`), and shown again when the bar's id changes
// (`docusaurus.announcement.id`). The server always renders it; the page's inline script hides a
// dismissed bar before first paint.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStorageSlot } from './storage.js';
import { useThemeConfig } from './theme-config.js';
import { ReactContextError } from './utils.js';

const dismissed = createStorageSlot('docusaurus.announcement.dismiss');
const viewedId = createStorageSlot('docusaurus.announcement.id');

const AnnouncementBarContext = createContext<{ readonly isActive: boolean; readonly close: () => void } | null>(null);

export function AnnouncementBarProvider({ children }: { children: ReactNode }) {
  const { announcementBar } = useThemeConfig();
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!announcementBar) return;
    const isNew = announcementBar.id !== viewedId.get();
    viewedId.set(announcementBar.id);
    if (isNew) dismissed.set('false');
    setClosed(!isNew && dismissed.get() === 'true');
  }, [announcementBar]);
  const close = useCallback(() => {
    dismissed.set('true');
    setClosed(true);
  }, []);
  const value = useMemo(() => ({ isActive: announcementBar !== undefined && !closed, close }), [announcementBar, closed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar() {
  const value = useContext(AnnouncementBarContext);
  if (!value) throw new ReactContextError('AnnouncementBarProvider');
  return value;
}
