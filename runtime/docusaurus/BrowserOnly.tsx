// `@docusaurus/BrowserOnly`, `useIsBrowser` and `ExecutionEnvironment`: what renders only after hydration.
import { useEffect, useState, type ReactNode } from 'react';

export function useIsBrowser(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useIsBrowser() ? children() : (fallback ?? null)}</>;
}
