import type { PubSub } from "type-graphql";

/** Events one slow subscriber may have waiting; past that the oldest go (a live view only needs the latest). */
const MAX_WAITING = 256;

/** One subscriber's queue: a plain async iterator, a few objects per event rather than a chain of promises. */
class TopicStream implements AsyncIterableIterator<unknown> {
  private readonly waiting: unknown[] = [];
  private reader: ((r: IteratorResult<unknown>) => void) | undefined;
  private ended = false;

  constructor(private readonly leave: (stream: TopicStream) => void) {}

  push(value: unknown): void {
    if (this.ended) return;
    if (this.reader) {
      const read = this.reader;
      this.reader = undefined;
      read({ value, done: false });
    } else {
      if (this.waiting.length >= MAX_WAITING) this.waiting.shift();
      this.waiting.push(value);
    }
  }

  next(): Promise<IteratorResult<unknown>> {
    if (this.waiting.length) return Promise.resolve({ value: this.waiting.shift(), done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.reader = resolve));
  }

  return(): Promise<IteratorResult<unknown>> {
    if (!this.ended) {
      this.ended = true;
      this.waiting.length = 0;
      this.leave(this);
      this.reader?.({ value: undefined, done: true });
      this.reader = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/**
 * The gateway's in-process pub/sub (type-graphql's PubSub): a Set of subscriber queues per topic,
 * so subscribing and leaving are constant time and publishing visits each subscriber once with the
 * same payload object. `subscribe(topic, id)` listens to `topic:id`, as @graphql-yoga's does.
 */
export class LivePubSub implements PubSub {
  private readonly topics = new Map<string, Set<TopicStream>>();

  publish(routingKey: string, ...args: unknown[]): void {
    const [topic, payload] = args.length > 1 ? [`${routingKey}:${String(args[0])}`, args[1]] : [routingKey, args[0]];
    const streams = this.topics.get(topic);
    if (streams) for (const stream of streams) stream.push(payload);
  }

  subscribe(routingKey: string, dynamicId?: unknown): AsyncIterableIterator<unknown> {
    const topic = dynamicId === undefined ? routingKey : `${routingKey}:${String(dynamicId)}`;
    let streams = this.topics.get(topic);
    if (!streams) this.topics.set(topic, (streams = new Set()));
    const stream = new TopicStream((s) => {
      streams.delete(s);
      if (streams.size === 0 && this.topics.get(topic) === streams) this.topics.delete(topic);
    });
    streams.add(stream);
    return stream;
  }

  /** Subscribers of a topic (tests). */
  count(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}
