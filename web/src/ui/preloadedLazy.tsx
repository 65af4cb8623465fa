import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazy component that renders at once when its module has loaded by then. React.lazy
 * suspends on its first render even when the chunk is already in memory, and React holds back
 * content that suspended until 300 ms after the last fallback it showed: the signed-in first
 * screen went through two such lazy components and waited for nothing but that.
 * `load` starts the download (or finds it done) and answers the module.
 */
export function preloadedLazy<P extends object, M extends { default: ComponentType<P> }>(
  importModule: () => Promise<M & { default: ComponentType<P> }>,
): ComponentType<P> & { load: () => Promise<M> } {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    importModule().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Preloaded(props: P) {
    // Chosen once per mount: a different type later would mount the whole subtree again.
    const [Component] = useState<ComponentType<P> | typeof Lazy>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { load });
}
