import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from './PageLoader.tsx';

/** A lazily loaded screen that can also be fetched ahead of its first visit. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads when it is first needed (the rich-text editor, drag and drop, the
 * tables), showing `message` meanwhile, so each screen carries only what it uses. `preload()`
 * fetches it early (the admin does so when the browser is idle), so a click opens it at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, message?: string): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  const Page = lazy(once);
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoader message={message} />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: once });
}
