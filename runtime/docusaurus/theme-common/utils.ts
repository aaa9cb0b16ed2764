// Small helpers of @docusaurus/theme-common that sites' components use: class lists, context
// errors, previous values, stable callbacks, composed providers, plural forms and list helpers.
import { createElement, useCallback, useRef, type ComponentType, type ReactElement, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '../useIsomorphicLayoutEffect.js';

/** Class names joined, falsy ones left out (clsx's job, for the theme's own use). */
export function cx(...names: (string | false | null | undefined | readonly (string | false | null | undefined)[])[]): string {
  return names
    .flat()
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .join(' ');
}

/** What a hook throws when its provider is missing. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(\w+)/)?.[1] ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** A callback whose identity never changes but which always runs the latest function. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback(((...args: never[]) => ref.current(...args)) as T, []);
}

/** The value at the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** One provider made of several, outermost first. */
export function composeProviders(providers: readonly ComponentType<{ children: ReactNode }>[]) {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children) as ReactElement;
  };
}

export const uniq = <T>(list: readonly T[]): T[] => [...new Set(list)];

export function duplicates<T>(list: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return list.filter((item, index) => list.findIndex((other) => comparator(item, other)) !== index);
}

export function groupBy<T, K extends string>(list: readonly T[], keyOf: (item: T) => K): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  for (const item of list) (groups[keyOf(item)] ??= []).push(item);
  return groups;
}

/** Whether `value` matches the regular expression written as a string (activeBaseRegex). */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return regexAsString === undefined ? false : new RegExp(regexAsString, 'gi').test(valueToTest);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
