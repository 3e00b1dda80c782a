import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from "graphql";

/** What one subscriber sees of one event: its own execution, or one shared with its peers. */
interface Run {
  result: ExecutionResult;
  /** No resolver read the viewer: every subscriber of the same operation gets this very result. */
  shared: boolean;
}

/** The context's running count of viewer reads (OperationContext); without one nothing is shared. */
type Counted = { viewerReads?: number };

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> => typeof (v as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === "function";

/** Maps a source stream like graphql-js does: `return()` reaches the source at once, even while a `next()` waits. */
function mapStream<T, U>(source: AsyncIterator<T>, map: (value: T) => Promise<U>): AsyncGenerator<U, void, void> {
  const step = async (r: IteratorResult<T>): Promise<IteratorResult<U, void>> => (r.done ? { done: true, value: undefined } : { done: false, value: await map(r.value) });
  const iterator: AsyncGenerator<U, void, void> = {
    next: () => source.next().then(step),
    return: async () => (source.return ? step(await source.return()) : { done: true, value: undefined }),
    throw: async (e: unknown) => (source.throw ? step(await source.throw(e)) : Promise.reject(e)),
    [Symbol.asyncIterator]: () => iterator,
    [Symbol.asyncDispose]: async () => void (await iterator.return()),
  };
  return iterator;
}

/**
 * graphql-ws's `subscribe`: each subscriber keeps its own event stream (filters, topics), but an
 * event is executed once per distinct operation (`keyOf`: document, operation name, variables).
 * The first subscriber to reach an event executes it with its own context; if no resolver read the
 * viewer meanwhile, every other subscriber of that operation gets the same result object (so
 * formatting and size checks can be done once too), else each executes its own. Results are kept
 * per event object and go when the event does.
 */
export function sharedSubscribe(keyOf: (args: ExecutionArgs) => string | undefined) {
  const runs = new WeakMap<object, Map<string, Promise<Run>>>();

  const own = async (args: ExecutionArgs, payload: unknown): Promise<Run> => {
    const context = args.contextValue as Counted | undefined;
    const before = context?.viewerReads;
    const result = await execute({ ...args, rootValue: payload });
    return { result, shared: before !== undefined && context?.viewerReads === before };
  };

  return async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream as ExecutionResult;
    const key = keyOf(args);
    return mapStream(stream[Symbol.asyncIterator](), async (payload) => {
      if (key === undefined || typeof payload !== "object" || payload === null) return (await own(args, payload)).result;
      let byKey = runs.get(payload);
      if (!byKey) runs.set(payload, (byKey = new Map()));
      const first = byKey.get(key);
      if (first) {
        const run = await first;
        if (run.shared) return run.result;
        return (await own(args, payload)).result;
      }
      const run = own(args, payload);
      byKey.set(key, run);
      return (await run).result;
    });
  };
}
