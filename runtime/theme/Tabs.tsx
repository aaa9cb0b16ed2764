// @theme/Tabs, as documented for Docusaurus: defaultValue, values, groupId (synced across the page
// and remembered), queryString (the URL wins over storage), lazy. The server renders the default
// tab; stored and URL choices apply after hydration, so the HTML always matches.
import { Children, cloneElement, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';
import { chooseGroupTab, readStoredTab, subscribeGroup } from './tabs-state.js';

export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: readonly { value: string; label?: string; attributes?: Record<string, unknown> }[];
  groupId?: string;
  /** true uses groupId as the query key; a string names the key. */
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
}

interface TabInfo {
  value: string;
  label: string;
  attributes?: Record<string, unknown>;
}

function tabItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter((child) => {
    if (isValidElement(child) && typeof (child.props as Partial<TabItemProps>).value === 'string') return true;
    // Whitespace between tags in MDX arrives as strings: ignore it, reject anything else.
    if (typeof child === 'string' && child.trim() === '') return false;
    const name = isValidElement(child) ? (typeof child.type === 'string' ? `<${child.type}>` : '<component>') : JSON.stringify(child);
    throw new Error(`Invalid <Tabs>: child ${name} is not a <TabItem> with a value prop. Every child of <Tabs> must be <TabItem value="...">.`);
  }) as ReactElement<TabItemProps>[];
}

/** Checks a Tabs setup and returns its tabs; the messages say what to change. */
export function describeTabs({
  items,
  values,
  defaultValue,
}: {
  items: ReactElement<TabItemProps>[];
  values?: TabsProps['values'];
  defaultValue?: string | null;
}): { tabs: TabInfo[]; initial: string | null } {
  const tabs: TabInfo[] = (values ?? items.map((item) => item.props)).map((tab) => ({
    value: tab.value,
    label: (tab as { label?: string }).label ?? tab.value,
    ...(tab.attributes ? { attributes: tab.attributes } : {}),
  }));
  const seen = new Set<string>();
  const duplicates = tabs.map((tab) => tab.value).filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  if (duplicates.length > 0) {
    throw new Error(`Invalid <Tabs>: duplicate value ${duplicates.map((value) => `"${value}"`).join(', ')}. Every <TabItem> needs a unique value.`);
  }
  const known = tabs.map((tab) => tab.value);
  const missing = items.map((item) => item.props.value).filter((value) => !known.includes(value));
  if (missing.length > 0) {
    throw new Error(`Invalid <Tabs>: <TabItem value="${missing[0]}"> is not listed in the values prop. Add it to values or remove the item.`);
  }
  const flagged = items.find((item) => item.props.default)?.props.value;
  const initial = defaultValue === null ? null : (defaultValue ?? flagged ?? tabs[0]?.value ?? null);
  if (initial !== null && !known.includes(initial)) {
    throw new Error(`Invalid <Tabs>: defaultValue "${initial}" matches no <TabItem>. Use one of: ${known.map((value) => `"${value}"`).join(', ')}.`);
  }
  return { tabs, initial };
}

function queryKey({ queryString, groupId }: Pick<TabsProps, 'queryString' | 'groupId'>): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === true) {
    if (!groupId)
      throw new Error('Invalid <Tabs>: queryString={true} needs a groupId to name the query key. Set groupId, or pass the key as queryString="key".');
    return groupId;
  }
  return null;
}

export default function Tabs({ children, defaultValue, values, groupId, queryString, lazy = false, className }: TabsProps) {
  const items = tabItems(children);
  const { tabs, initial } = describeTabs({ items, values, defaultValue });
  const key = queryKey({ queryString, groupId });
  const [selected, setSelected] = useState<string | null>(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const valid = (value: string | null): value is string => value !== null && tabs.some((tab) => tab.value === value);

  useEffect(() => {
    const fromQuery = key ? new URLSearchParams(window.location.search).get(key) : null;
    const fromStorage = groupId ? readStoredTab(groupId) : null;
    const chosen = valid(fromQuery) ? fromQuery : valid(fromStorage) ? fromStorage : null;
    if (chosen !== null) setSelected(chosen);
    if (!groupId) return undefined;
    return subscribeGroup(groupId, (value) => {
      if (valid(value)) setSelected(value);
    });
    // The tab list is fixed for a rendered block; re-run only when the grouping changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, key]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) chooseGroupTab(groupId, value);
    if (key) {
      const url = new URL(window.location.href);
      url.searchParams.set(key, value);
      history.replaceState(history.state, '', url.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
    if (target < 0) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    const tab = tabs[target];
    if (tab) select(tab.value);
  };

  return (
    <div className={['tabs-container', className ?? ''].filter(Boolean).join(' ')}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active || (selected === null && index === 0) ? 0 : -1}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              data-value={tab.value}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...(tab.attributes ?? {})}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="tabs__panels">
        {items.map((item) => {
          const active = item.props.value === selected;
          if (lazy && !active) return null;
          const index = tabs.findIndex((tab) => tab.value === item.props.value);
          return cloneElement(item, { key: item.props.value, hidden: !active, id: `${id}-panel-${index}`, 'aria-labelledby': `${id}-tab-${index}` });
        })}
      </div>
    </div>
  );
}
