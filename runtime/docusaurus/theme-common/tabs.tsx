// Tabs in @docusaurus/theme-common: which tabs a Tabs block has (its `values` or its TabItem
// children), which one shows, and how the choice is kept: in the address with `queryString`, in
// localStorage `docusaurus.tab.<groupId>` with `groupId` (every block of the group follows it).
// The first render shows the default tab; the address and storage apply once the page runs.
import { Children, createContext, isValidElement, useCallback, useContext, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '../useIsomorphicLayoutEffect.js';
import { useQueryString } from './history.js';
import { useStorageSlot } from './storage-slot.js';
import { duplicates, ReactContextError } from './utils.js';

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
    throw new Error(`Invalid <Tabs>: child <${name}> is not a <TabItem> with a value prop.`);
  });
}

const isValidValue = (value: string | null | undefined, tabValues: readonly TabValue[]) => tabValues.some((tab) => tab.value === value);

function initialValue(defaultValue: TabsProps['defaultValue'], tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) throw new Error('Invalid <Tabs>: it has no <TabItem>.');
  if (defaultValue) {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `Invalid <Tabs>: defaultValue "${defaultValue}" matches no <TabItem>. Use one of: ${tabValues.map((tab) => `"${tab.value}"`).join(', ')}.`,
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
    throw new Error('Invalid <Tabs>: queryString={true} needs a groupId, which names the parameter (or give it: queryString="name").');
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
      throw new Error(`Invalid <Tabs>: duplicate value ${repeated.map((tab) => `"${tab.value}"`).join(', ')}. Every <TabItem> needs a unique value.`);
    }
    return found;
  }, [values, children]);
  const [selectedValue, setSelectedValue] = useState(() => initialValue(defaultValue, tabValues));
  const queryKey = queryStringKey({ queryString, groupId });
  // Without a key there is no parameter to read or write.
  const [queryParameter, setQueryParameter] = useQueryString(queryKey ?? '');
  const queryValue = queryKey ? queryParameter || null : null;
  const [storedValue, storage] = useStorageSlot(groupId ? `docusaurus.tab.${groupId}` : null);
  // The address wins over storage; a value no tab has is passed over.
  const valueToSync = [queryValue ?? storedValue].find((value) => isValidValue(value, tabValues)) ?? null;
  useIsomorphicLayoutEffect(() => {
    if (valueToSync) setSelectedValue(valueToSync);
  }, [valueToSync]);
  const selectValue = useCallback(
    (value: string) => {
      if (!isValidValue(value, tabValues)) throw new Error(`Invalid tab value "${value}"`);
      setSelectedValue(value);
      if (queryKey) setQueryParameter(value);
      if (groupId) storage.set(value);
    },
    [queryKey, setQueryParameter, groupId, storage, tabValues],
  );
  return { selectedValue, selectValue, tabValues, lazy: props.lazy ?? false, block: props.block ?? false };
}

const TabsContext = /* @__PURE__ */ createContext<TabsContextValue | null>(null);

export function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new ReactContextError('TabsProvider');
  return value;
}

export function TabsProvider({ children, value }: { children: ReactNode; value: TabsContextValue }) {
  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}
