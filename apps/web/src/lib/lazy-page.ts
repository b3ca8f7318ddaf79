import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A screen loaded on demand whose code can be asked for before it is drawn (`preload`). */
export type LazyPage = ComponentType & {
  /** Starts loading the screen's code (once; again after a failure) without drawing it. */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on demand, in its own chunk. `React.lazy` needs a default export, so this picks the
 * named one. Modules expose their pages only as loaders (`() => import("./pages/x")`), which keeps a
 * page out of the chunk of whoever imports the module's index.
 */
export function lazyPage<TModule, TName extends keyof TModule>(
  loadModule: () => Promise<TModule>,
  name: TName,
): LazyPage {
  let loading: Promise<TModule> | null = null;
  const load = () => {
    loading ??= loadModule().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return Object.assign(Page, { preload: load });
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
