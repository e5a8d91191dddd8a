import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from './PageLoader.tsx';

/**
 * A screen whose code loads when it is first opened (the rich-text editor, drag and drop, the
 * tables), showing `message` meanwhile, so each screen carries only what it uses.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, message?: string): ComponentType {
  const Page = lazy(load);
  function LazyPage() {
    return (
      <Suspense fallback={<PageLoader message={message} />}>
        <Page />
      </Suspense>
    );
  }
  return LazyPage;
}
