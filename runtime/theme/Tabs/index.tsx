// `@theme/Tabs`: a tab list over TabItem panels, as Docusaurus's. Which tab shows, and how a choice
// is kept (address, localStorage by groupId) is @docusaurus/theme-common's (tabs.tsx). Keyboard:
// the arrow keys move between tabs, Enter (or a click) shows one.
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { sanitizeTabsChildren, TabsProvider, useScrollPositionBlocker, useTabs, useTabsContextValue, type TabsProps } from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';

export type Props = TabsProps;

function TabList({ className }: { className?: string }) {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (event: FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const tab = event.currentTarget;
    const value = tabValues[tabRefs.indexOf(tab)]?.value;
    if (value !== undefined && value !== selectedValue) {
      // The tab stays where it is on screen while the content below changes height.
      blockElementScrollPositionUntilNextRender(tab);
      selectValue(value);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    const index = tabRefs.indexOf(event.currentTarget);
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') focusElement = tabRefs[index + 1] ?? tabRefs[0];
    else if (event.key === 'ArrowLeft') focusElement = tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1];
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={['tabs', block ? 'tabs--block' : '', className].filter(Boolean).join(' ')}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(element) => {
            tabRefs.push(element);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={['tabs__item', 'tabItem_ysIP', attributes?.className as string | undefined, selectedValue === value ? 'tabs__item--active' : '']
            .filter(Boolean)
            .join(' ')}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabsContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={[ThemeClassNames.tabs.container, 'tabs-container', 'tabList_M0Dn'].join(' ')}>
      {/* The className prop goes on the tab list, as on Docusaurus. */}
      <TabList className={className} />
      <div className="margin-top--md">{children}</div>
    </div>
  );
}

export default function Tabs(props: Props) {
  const isBrowser = useIsBrowser();
  const value = useTabsContextValue(props);
  return (
    // Mounted again once the page runs, so that the stored or linked tab shows.
    <TabsProvider value={value} key={String(isBrowser)}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
}
