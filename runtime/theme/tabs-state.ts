// Shared choice of tab groups: every Tabs with the same groupId shows the same tab, and the
// choice is remembered in localStorage `docusaurus.tab.<groupId>` (the Docusaurus key).
type Listener = (value: string) => void;

const listeners = new Map<string, Set<Listener>>();

export const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

export function readStoredTab(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}

export function chooseGroupTab(groupId: string, value: string): void {
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // Storage blocked: the choice still syncs on this page.
  }
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

export function subscribeGroup(groupId: string, listener: Listener): () => void {
  const group = listeners.get(groupId) ?? new Set<Listener>();
  group.add(listener);
  listeners.set(groupId, group);
  return () => group.delete(listener);
}
