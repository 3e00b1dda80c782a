import { latestBlock } from "@sunrise/db/ops";

/** The chains players' wallets and tables talk to. */
export type ChainName = "asset" | "game";

export interface ChainHealth {
  id: ChainName;
  /** The chain's RPC answered the last probe. */
  reachable: boolean;
  /** When `reachable` last changed (or the first probe). */
  since: Date;
}

export interface ChainHealthOptions {
  everyMs?: number;
  timeoutMs?: number;
  /** Overridable for tests: one probe of an RPC URL, true when it answered in time. */
  probe?: (url: string, signal: AbortSignal) => Promise<boolean>;
}

/** The chain answered with its latest block in time (the readiness checks' own request). */
const answersLatestBlock = (url: string, signal: AbortSignal): Promise<boolean> => latestBlock(url, signal).then(() => true, () => false);

/**
 * Whether each chain's RPC answers, probed every few seconds by this gateway so that every player
 * hears the same verdict from one probe: pages show "chain unreachable" instead of spinning while
 * their transactions cannot be sent. A change is handed to `onChange` (the subscription's topic).
 */
export class ChainHealthMonitor {
  private health: ChainHealth[];
  private timer: NodeJS.Timeout | undefined;
  private readonly everyMs: number;
  private readonly timeoutMs: number;
  private readonly probe: (url: string, signal: AbortSignal) => Promise<boolean>;

  constructor(private readonly urls: Record<ChainName, string>, opts: ChainHealthOptions = {}) {
    this.everyMs = opts.everyMs ?? 5_000;
    this.timeoutMs = opts.timeoutMs ?? 3_000;
    this.probe = opts.probe ?? answersLatestBlock;
    const now = new Date();
    // Until the first probe, assume the chains answer: a page should not flash a warning at start.
    this.health = (["asset", "game"] as const).map((id) => ({ id, reachable: true, since: now }));
  }

  current(): ChainHealth[] {
    return this.health;
  }

  start(onChange: (health: ChainHealth[]) => void): void {
    const tick = async () => {
      if (await this.check()) onChange(this.health);
      if (this.timer) this.timer = setTimeout(() => void tick(), this.everyMs).unref();
    };
    // Unreferenced: the probe alone never keeps a stopping process alive.
    this.timer = setTimeout(() => void tick(), 0).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Probes both chains once; true when a verdict changed. */
  async check(): Promise<boolean> {
    const verdicts = await Promise.all(this.health.map((h) => this.probe(this.urls[h.id], AbortSignal.timeout(this.timeoutMs))));
    if (verdicts.every((v, i) => v === this.health[i]!.reachable)) return false;
    const now = new Date();
    this.health = this.health.map((h, i) => (verdicts[i] === h.reachable ? h : { id: h.id, reachable: verdicts[i]!, since: now }));
    return true;
  }
}
