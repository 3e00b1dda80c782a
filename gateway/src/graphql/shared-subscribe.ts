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

/**
 * Maps a source stream like graphql-js does: `return()` reaches the source at once, even while a
 * `next()` waits. A value mapped synchronously (a result a peer already executed) costs no promise
 * beyond the source's own.
 */
function mapStream<T, U>(source: AsyncIterator<T>, map: (value: T) => U | Promise<U>): AsyncGenerator<U, void, void> {
  const step = (r: IteratorResult<T>): IteratorResult<U, void> | Promise<IteratorResult<U, void>> => {
    if (r.done) return { done: true, value: undefined };
    const mapped = map(r.value);
    return mapped instanceof Promise ? mapped.then((value) => ({ done: false, value })) : { done: false, value: mapped };
  };
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
  /** The first execution of an event for an operation, and its outcome once it has one. */
  interface First {
    running: Promise<Run>;
    run?: Run;
  }
  const runs = new WeakMap<object, Map<string, First>>();

  const own = async (args: ExecutionArgs, payload: unknown): Promise<Run> => {
    const context = args.contextValue as Counted | undefined;
    const before = context?.viewerReads;
    const result = await execute({ ...args, rootValue: payload });
    return { result, shared: before !== undefined && context?.viewerReads === before };
  };
  const ownResult = (args: ExecutionArgs, payload: unknown) => own(args, payload).then((run) => run.result);

  return async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult, void, void> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream as ExecutionResult;
    const key = keyOf(args);
    return mapStream(stream[Symbol.asyncIterator](), (payload): ExecutionResult | Promise<ExecutionResult> => {
      if (key === undefined || typeof payload !== "object" || payload === null) return ownResult(args, payload);
      let byKey = runs.get(payload);
      if (!byKey) runs.set(payload, (byKey = new Map()));
      const first = byKey.get(key);
      if (first?.run) return first.run.shared ? first.run.result : ownResult(args, payload);
      if (first) return first.running.then((run) => (run.shared ? run.result : ownResult(args, payload)));
      const mine: First = { running: own(args, payload) };
      mine.running.then((run) => (mine.run = run), () => undefined);
      byKey.set(key, mine);
      return mine.running.then((run) => run.result);
    });
  };
}
