import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The pages whose code is still on its way, each with a way to ask for it once more. */
const onTheirWay = new Set<() => void>();

/**
 * Asks once more for the code of every page still on its way (Try Again on a slow page): whichever answer
 * comes first shows the page, so the request already made still counts.
 */
export function loadWaitingPagesAgain(): void {
  for (const askAgain of [...onTheirWay]) askAgain();
}

/**
 * Loads a page's (or a dialog's) code when it is first shown, so the first screen downloads only what it
 * shows. React keeps a lazy component's failed import for good; this one starts a fresh import after a
 * failure (the server was down, a chunk or its CSS did not arrive), so the LoadBoundary's Try Again loads it
 * again without reloading the app.
 */
export function lazyPage<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): ComponentType<P> {
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(
      () =>
        new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
          let settled = false;
          const ask = () => {
            load().then(
              (module) => {
                if (settled) return;
                settled = true;
                onTheirWay.delete(ask);
                resolve({ default: module[name] });
              },
              (error: unknown) => {
                if (settled) return;
                settled = true;
                onTheirWay.delete(ask);
                current = attempt();
                reject(error);
              },
            );
          };
          onTheirWay.add(ask);
          ask();
        }),
    );
  let current = attempt();
  return function LazyPage(props: P) {
    return createElement(current, props);
  };
}
