import { createHash } from "node:crypto";

export interface PublicAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** Strong validator of the exact bytes. */
  etag: string;
  /** Nothing in it depends on who asks (no resolver read the viewer): shared caches may keep it too. */
  viewerFree: boolean;
  version: number;
  expiresAt: number;
}

export interface PublicAnswersOptions {
  /** Longest an answer is served when no NOTIFY changed anything (covers edits that send none); 0 turns the cache off. */
  maxAgeMs: number;
  /** Bytes of answers kept at most; the oldest go first. */
  maxBytes: number;
  now?: () => number;
}

const HOUR = 3_600_000;

/**
 * Guests' answers to public queries (lobby, games, tables, areas, rounds), built once per change:
 * the live feed calls `changed()` on every indexer NOTIFY that can alter them, which makes every
 * kept answer stale at once. Areas open and close on the hour, so nothing outlives the hour it was
 * built in. Concurrent misses of one key run one build.
 */
export class PublicAnswers {
  private version = 0;
  private bytes = 0;
  private readonly answers = new Map<string, PublicAnswer>();
  private readonly building = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: PublicAnswersOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxAgeMs > 0;
  }

  /** Public data changed: every kept answer is stale. */
  changed(): void {
    this.version++;
    this.answers.clear();
    this.bytes = 0;
  }

  get(key: string): PublicAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.version !== this.version || this.now() >= answer.expiresAt) {
      this.drop(key, answer);
      return undefined;
    }
    return answer;
  }

  /** The version an answer being built now will carry: if it changes meanwhile, the answer is not kept. */
  get current(): number {
    return this.version;
  }

  put(key: string, version: number, answer: Omit<PublicAnswer, "etag" | "version" | "expiresAt">): PublicAnswer | undefined {
    if (version !== this.version || answer.body.byteLength > this.options.maxBytes / 4) return undefined;
    const now = this.now();
    const etag = `"${createHash("sha1").update(answer.body).digest("base64url")}"`;
    const kept: PublicAnswer = { ...answer, etag, version, expiresAt: Math.min(now + this.options.maxAgeMs, (Math.floor(now / HOUR) + 1) * HOUR) };
    const old = this.answers.get(key);
    if (old) this.drop(key, old);
    this.answers.set(key, kept);
    this.bytes += key.length + kept.body.byteLength;
    for (const [k, a] of this.answers) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(k, a);
    }
    return kept;
  }

  /** Runs `build` unless one for the same key is under way, in which case it waits for that one instead. */
  async once(key: string, build: () => Promise<unknown>): Promise<boolean> {
    const running = this.building.get(key);
    if (running) {
      await running.catch(() => undefined);
      return false;
    }
    const promise = build();
    this.building.set(key, promise);
    try {
      await promise;
    } finally {
      this.building.delete(key);
    }
    return true;
  }

  private drop(key: string, answer: PublicAnswer): void {
    this.answers.delete(key);
    this.bytes -= key.length + answer.body.byteLength;
  }
}
