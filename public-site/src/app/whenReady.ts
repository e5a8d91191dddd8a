import type { createBrowserRouter } from 'react-router-dom';

/**
 * Resolves once a router has loaded its first address (its loader finished or failed), so an
 * app rendered in the browser keeps its own status screen until then instead of an empty route.
 */
export function whenReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
