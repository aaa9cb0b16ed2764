// The site's client modules (the config's clientModules and the plugins' getClientModules), run as
// Docusaurus runs them: imported once on start, then told of every route change. `onRouteUpdate`
// when a navigation starts (and on the first load, without a previous location); what it returns
// is called once the new route is shown, just before `onRouteDidUpdate`.

/** A location as the hooks receive it (react-router's shape). */
export interface ClientLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key: string;
}

interface RouteChange {
  readonly location: ClientLocation;
  readonly previousLocation: ClientLocation | null;
}

type Hook = (change: RouteChange) => unknown;

export interface ClientModule {
  readonly onRouteUpdate?: Hook;
  readonly onRouteDidUpdate?: Hook;
}

/** The current location of the window, as the hooks receive it. */
export function currentLocation(): ClientLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state ?? null, key: Math.random().toString(36).slice(2, 8) };
}

/** The module's hooks: its named exports, or those of its default export. */
function hooksOf(module: unknown): ClientModule {
  const namespace = (module ?? {}) as ClientModule & { default?: ClientModule };
  return {
    onRouteUpdate: namespace.onRouteUpdate ?? namespace.default?.onRouteUpdate,
    onRouteDidUpdate: namespace.onRouteDidUpdate ?? namespace.default?.onRouteDidUpdate,
  };
}

/** One hook of every module; a module that throws is reported and the others still run. */
function dispatch(modules: readonly ClientModule[], hook: keyof ClientModule, change: RouteChange): unknown[] {
  return modules.map((module) => {
    try {
      return module[hook]?.(change);
    } catch (error) {
      console.error(`A client module's ${hook} failed:`, error);
      return undefined;
    }
  });
}

export interface ClientModules {
  /** A navigation to `location` starts. */
  routeUpdate(location: ClientLocation): void;
  /** The route is shown. */
  routeDidUpdate(): void;
}

export function clientModules(loaded: readonly unknown[]): ClientModules {
  const modules = loaded.map(hooksOf);
  let shown: ClientLocation | null = null;
  let pending: { change: RouteChange; cleanups: unknown[] } | undefined;
  return {
    routeUpdate(location) {
      const change = { location, previousLocation: shown };
      pending = { change, cleanups: dispatch(modules, 'onRouteUpdate', change) };
    },
    routeDidUpdate() {
      if (!pending) return;
      const { change, cleanups } = pending;
      pending = undefined;
      for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
      shown = change.location;
      dispatch(modules, 'onRouteDidUpdate', change);
    },
  };
}
