import { lazy, Suspense, type ComponentType } from "react";

/** The shell's page spinner, shown while a route's code arrives. */
export const PageSpinner = () => <div className="page center pad" data-testid="page-loading"><span className="spinner" /></div>;

/** A route element whose code loads on first visit (its own chunk), with the page spinner meanwhile. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  return <Suspense fallback={<PageSpinner />}><Page /></Suspense>;
}
