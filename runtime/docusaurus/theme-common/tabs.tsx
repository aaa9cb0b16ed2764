// Tabs in @docusaurus/theme-common: which tabs a Tabs block has (its `values` or its TabItem
// children), which one shows, and how the choice is kept: in the address with `queryString`, in
// localStorage `docusaurus.tab.<groupId>` with `groupId` (every block of the group follows it).
// The first render shows the default tab; the address and storage apply once the page runs.
import { Children, createContext, isValidElement, useCallback, useContext, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '../useIsomorphicLayoutEffect.js';
import { setQueryStringValue, useQueryStringValue } from './query-string.js';
import { useStorageSlot } from './storage.js';
import { duplicates } from './utils.js';

export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: { readonly [key: string]: unknown };
  readonly default?: boolean;
}

export interface TabsProps {
  readonly lazy?: boolean;
  readonly block?: boolean;
  readonly children: ReactNode;
  readonly defaultValue?: string | null;
  readonly values?: readonly TabValue[];
  readonly groupId?: string;
  readonly className?: string;
  readonly queryString?: string | boolean;
}

export interface TabItemProps {
  readonly children: ReactNode;
  readonly value: string;
  readonly default?: boolean;
  readonly label?: string;
  readonly className?: string;
  readonly attributes?: { readonly [key: string]: unknown };
}

/** The children without the line breaks MDX leaves between tags. */
export function sanitizeTabsChildren(children: ReactNode): ReactNode {
  return Children.toArray(children).filter((child) => child !== '\n');
}

function childrenTabValues(children: ReactNode): TabValue[] {
  return Children.toArray(children).flatMap((child) => {
    if (!child) return [];
    if (isValidElement(child) && typeof child.props === 'object' && child.props !== null && 'value' in child.props) {
      const { value, label, attributes, default: isDefault } = (child as ReactElement<TabItemProps>).props;
      return [{ value, label, attributes, default: isDefault }];
    }
    const name = isValidElement(child) ? (typeof child.type === 'string' ? child.type : (child.type as { name?: string }).name) : typeof child;
    throw new Error(
      `Docusaurus error: Bad <Tabs> child <${name}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.\nIf you do not want to pass on a "value" prop to the direct children of <Tabs>, you can also pass an explicit <Tabs values={...}> prop.`,
    );
  });
}

const isValidValue = (value: string | null | undefined, tabValues: readonly TabValue[]) => tabValues.some((tab) => tab.value === value);

function initialValue(defaultValue: TabsProps['defaultValue'], tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  if (defaultValue) {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((tab) => tab.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    }
    return defaultValue;
  }
  return (tabValues.find((tab) => tab.default) ?? (tabValues[0] as TabValue)).value;
}

function queryStringKey({ queryString = false, groupId }: Pick<TabsProps, 'queryString' | 'groupId'>): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === false) return null;
  if (!groupId) {
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    );
  }
  return groupId;
}

export interface TabsContextValue {
  readonly selectedValue: string;
  readonly selectValue: (value: string) => void;
  readonly tabValues: readonly TabValue[];
  readonly lazy: boolean;
  readonly block: boolean;
}

export function useTabsContextValue(props: TabsProps): TabsContextValue {
  const { defaultValue, queryString = false, groupId, values, children } = props;
  const tabValues = useMemo(() => {
    const found = values ?? childrenTabValues(children);
    const repeated = duplicates(found, (a, b) => a.value === b.value);
    if (repeated.length > 0) {
      throw new Error(
        `Docusaurus error: Duplicate values "${repeated.map((tab) => `'${tab.value}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`,
      );
    }
    return found;
  }, [values, children]);
  const [selectedValue, setSelectedValue] = useState(() => initialValue(defaultValue, tabValues));
  const queryKey = queryStringKey({ queryString, groupId });
  const queryValue = useQueryStringValue(queryKey);
  const [storedValue, storage] = useStorageSlot(groupId ? `docusaurus.tab.${groupId}` : null);
  // The address wins over storage; a value no tab has is passed over.
  const valueToSync = [queryValue ?? storedValue].find((value) => isValidValue(value, tabValues)) ?? null;
  useIsomorphicLayoutEffect(() => {
    if (valueToSync) setSelectedValue(valueToSync);
  }, [valueToSync]);
  const selectValue = useCallback(
    (value: string) => {
      if (!isValidValue(value, tabValues)) throw new Error(`Can't select invalid tab value=${value}`);
      setSelectedValue(value);
      if (queryKey) setQueryStringValue(queryKey, value);
      if (groupId) storage.set(value);
    },
    [queryKey, groupId, storage, tabValues],
  );
  return { selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false };
}

const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabsContext() must be used within a Tabs component');
  return value;
}

export function TabsProvider({ children, value }: { children: ReactNode; value: TabsContextValue }) {
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
