import { OperationContext, type Context } from "../context.js";

const caches = new WeakMap<Context, Map<string, unknown>>();

/** A value (a DataLoader) built once per request on first use and dropped with the request's context. */
export function perRequest<T>(ctx: Context, key: string, build: () => T): T {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, build());
  return cache.get(key) as T;
}

/**
 * A subscription keeps one context for its whole life: each event starts from fresh reads, so no
 * loader or identity map serves an earlier event's rows.
 */
export function freshEvent(ctx: Context): void {
  caches.delete(ctx);
  if (!(ctx instanceof OperationContext) || ctx.hasEm) ctx.em.clear();
}
