import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A screen loaded on demand, in its own chunk. `React.lazy` needs a default export, so this picks the
 * named one. Modules expose their pages only as loaders (`() => import("./pages/x")`), which keeps a
 * page out of the chunk of whoever imports the module's index.
 */
export function lazyPage<TModule, TName extends keyof TModule>(
  loadModule: () => Promise<TModule>,
  name: TName,
): ComponentType {
  return lazy(async () => ({ default: (await loadModule())[name] as ComponentType }));
}

/**
 * A named component loaded on demand, in its own chunk, keeping its props: a screen's tabs and dialogs
 * that most visits never open (`lazyComponent(() => import("../components/x-tab"), "XTab")`).
 */
export function lazyComponent<TName extends string, TProps>(
  loadModule: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): LazyExoticComponent<ComponentType<TProps>> {
  return lazy(async () => ({ default: (await loadModule())[name] }));
}
