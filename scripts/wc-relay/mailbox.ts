/** One message on a topic as the relay hands it to subscribers (the `data` of an irn_subscription). */
export interface RelayMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

interface Held extends RelayMessage {
  expiresAt: number;
  /** The socket that published it: a relay never echoes a message back to its sender. */
  from: object;
}

/**
 * Messages held per topic until their ttl runs out, so a wallet that subscribes after the site
 * published (the session proposal, sent before the QR code is scanned) still receives them.
 */
export class Mailbox {
  private readonly held = new Map<string, Held[]>();

  constructor(private readonly now: () => number = Date.now) {}

  put(from: object, topic: string, message: string, ttlSeconds: number, tag: number): RelayMessage {
    const at = this.now();
    const entry: Held = { topic, message, publishedAt: at, tag, expiresAt: at + Math.max(ttlSeconds, 1) * 1000, from };
    this.held.set(topic, [...this.live(topic), entry]);
    return { topic, message, publishedAt: at, tag };
  }

  /** Messages on a topic still within their ttl that `reader` did not publish itself. */
  read(reader: object, topic: string): RelayMessage[] {
    return this.live(topic)
      .filter((m) => m.from !== reader)
      .map(({ topic: t, message, publishedAt, tag }) => ({ topic: t, message, publishedAt, tag }));
  }

  private live(topic: string): Held[] {
    const at = this.now();
    const kept = (this.held.get(topic) ?? []).filter((m) => m.expiresAt > at);
    if (kept.length) this.held.set(topic, kept);
    else this.held.delete(topic);
    return kept;
  }
}
