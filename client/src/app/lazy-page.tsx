import { lazy, Suspense, type ComponentType } from "react";
import { PageLoading } from "../shared/ui/loading.js";
import { loadChunk } from "./errors/chunk-load.js";

/**
 * A route element whose code loads on first visit (its own chunk), under the global spinner meanwhile;
 * a chunk that keeps failing reaches the route's error element after 120 s (SPEC §8).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => loadChunk(load).then((m) => ({ default: pick(m) })));
  return <Suspense fallback={<PageLoading />}><Page /></Suspense>;
}
