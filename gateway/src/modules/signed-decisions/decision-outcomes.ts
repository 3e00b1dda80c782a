import { SignedDecisionState } from "@sunrise/db";

/**
 * Submitters on this replica waiting for their signed decision to be sent or refused, woken by the
 * signed_decision NOTIFY the dealer sends with each change of a row (no polling).
 */
export class DecisionOutcomes {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** A signed decision's row changed (on whichever replica or process changed it). */
  changed(id: string): void {
    for (const wake of this.waiting.get(id) ?? []) wake();
  }

  /** The row once `read` finds it no longer pending, else as it stands after `timeoutMs`. */
  async settled<T extends { state: string }>(id: string, read: () => Promise<T>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let woken: boolean;
    let resume: (() => void) | undefined;
    const wake = () => {
      woken = true;
      resume?.();
    };
    this.add(id, wake);
    try {
      for (;;) {
        woken = false;
        // The first read also catches a change made before this waiter was listening.
        const row = await read();
        const left = deadline - Date.now();
        if (row.state !== SignedDecisionState.PENDING || left <= 0) return row;
        // A notice that came during the read is not lost: `woken` says to read again at once.
        if (!woken) await this.sleep(left, (r) => (resume = r));
        resume = undefined;
      }
    } finally {
      this.remove(id, wake);
    }
  }

  /** Decisions someone on this replica is waiting for (tests). */
  get size(): number {
    return this.waiting.size;
  }

  private sleep(ms: number, onResume: (resume: () => void) => void): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      onResume(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private add(id: string, wake: () => void): void {
    let set = this.waiting.get(id);
    if (!set) this.waiting.set(id, (set = new Set()));
    set.add(wake);
  }

  private remove(id: string, wake: () => void): void {
    const set = this.waiting.get(id);
    set?.delete(wake);
    if (set?.size === 0) this.waiting.delete(id);
  }
}
