import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Loads a page's (or a dialog's) code when it is first shown, so the first screen downloads only what it
 * shows. React keeps a lazy component's failed import for good; this one starts a fresh import after a
 * failure (the server was down, a chunk or its CSS did not arrive), so the LoadBoundary's Try Again loads it
 * again without reloading the app.
 */
export function lazyPage<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] }),
        (error: unknown) => {
          current = attempt();
          throw error;
        },
      ),
    );
  let current = attempt();
  return function LazyPage(props: P) {
    return createElement(current, props);
  };
}
