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
  /**
   * A build after a change begins at least this long after the one before it began: however often
   * bets change a busy lobby, it is built at most this often (requests wait that much longer).
   */
  minBuildIntervalMs?: number;
  now?: () => number;
}

const HOUR = 3_600_000;

interface Build {
  version: number;
  done: Promise<PublicAnswer | undefined>;
}

/**
 * Guests' answers to public queries (lobby, games, tables, areas, rounds), built once per change:
 * the live feed calls `changed()` on every indexer NOTIFY that can alter them, which makes every
 * kept answer stale at once. Areas open and close on the hour, so nothing outlives the hour it was
 * built in. A key has at most one build running (`share`), however often the data changes, so a
 * busy table cannot turn every guest's read into a query of its own.
 */
export class PublicAnswers {
  private version = 0;
  private bytes = 0;
  private readonly answers = new Map<string, PublicAnswer>();
  /** The build of each key under way, with the version it began at. */
  private readonly running = new Map<string, Build>();
  /** The build that follows the running one, for requests that came after a change. */
  private readonly queued = new Map<string, Promise<PublicAnswer | undefined>>();
  /** When each key's latest build began (kept for `minBuildIntervalMs`). */
  private readonly lastStart = new Map<string, number>();
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

  /**
   * The answer built from data of `version`, with its validator; kept for later requests only while
   * that version is current. Undefined when too large to keep.
   */
  put(key: string, version: number, answer: Omit<PublicAnswer, "etag" | "version" | "expiresAt">): PublicAnswer | undefined {
    if (answer.body.byteLength > this.options.maxBytes / 4) return undefined;
    const now = this.now();
    const etag = `"${createHash("sha1").update(answer.body).digest("base64url")}"`;
    const kept: PublicAnswer = { ...answer, etag, version, expiresAt: Math.min(now + this.options.maxAgeMs, (Math.floor(now / HOUR) + 1) * HOUR) };
    if (version !== this.version) return kept;
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

  /**
   * The answer of a request that found none kept. A build that began at the current version is
   * shared (its data is as new as the request); after a change, the request waits for the build
   * that follows the running one, which every request from then on shares too. `build` runs only
   * for the request that starts a build: it answers that request itself and returns the public
   * answer it made (undefined when the result is not one, such as an error). A failed build leaves
   * the others nothing to share (undefined, or the failure for those who queued behind a change).
   */
  share(key: string, build: (version: number) => Promise<PublicAnswer | undefined>): Promise<PublicAnswer | undefined> {
    const running = this.running.get(key);
    if (running && running.version === this.version) return running.done.catch(() => undefined);
    const queued = this.queued.get(key);
    if (queued) return queued;
    const earliest = (this.lastStart.get(key) ?? -Infinity) + (this.options.minBuildIntervalMs ?? 0);
    if (!running && this.now() >= earliest) return this.start(key, build);
    const next = (running?.done.catch(() => undefined) ?? Promise.resolve(undefined)).then(async () => {
      const wait = earliest - this.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      this.queued.delete(key);
      return this.start(key, build);
    });
    this.queued.set(key, next);
    return next;
  }

  private start(key: string, build: (version: number) => Promise<PublicAnswer | undefined>): Promise<PublicAnswer | undefined> {
    const startedAt = this.now();
    const entry: Build = { version: this.version, done: build(this.version) };
    this.running.set(key, entry);
    const finished = (answer?: PublicAnswer) => {
      if (this.running.get(key) === entry) this.running.delete(key);
      // Only a public answer spaces the next build: other requests (errors, mutations) never wait for it.
      if (!answer) return;
      this.lastStart.set(key, startedAt);
      // Forgotten once it no longer delays anything, so one-off keys do not pile up.
      setTimeout(() => this.lastStart.get(key) === startedAt && this.lastStart.delete(key), this.options.minBuildIntervalMs ?? 0).unref();
    };
    entry.done.then(finished, () => finished());
    return entry.done;
  }

  private drop(key: string, answer: PublicAnswer): void {
    this.answers.delete(key);
    this.bytes -= key.length + answer.body.byteLength;
  }
}
