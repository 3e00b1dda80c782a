/** A withdrawal on its way: burned on its source chain, not yet minted on the other. */
export interface Transfer { hash: string; amount: bigint }

export type Amounts = ReadonlyMap<string, bigint>;

/** What this tab has seen mined is forgotten after this long if the indexer never lists it. */
export const PENDING_TTL_MS = 10 * 60_000;

const DONE = 2;

/** Transfers in flight: the indexer's not-done processes, plus withdrawals this tab saw mined that it does not list yet. */
export function inFlightOf(processes: readonly { withdrawTxHash: string; amount: string; status: number }[], pending: Amounts): Map<string, bigint> {
  const listed = new Set(processes.map((p) => p.withdrawTxHash.toLowerCase()));
  const open = new Map<string, bigint>();
  for (const p of processes) if (p.status !== DONE) open.set(p.withdrawTxHash.toLowerCase(), BigInt(p.amount));
  for (const [hash, amount] of pending) if (!listed.has(hash)) open.set(hash, amount);
  return open;
}

export const sumOf = (amounts: Amounts) => [...amounts.values()].reduce((a, b) => a + b, 0n);
const sameKeys = (a: Amounts, b: Amounts) => a.size === b.size && [...a.keys()].every((k) => b.has(k));

/** The balances the header and the bridge page show, and the transfers counted with them. */
export interface View<B> { counted: Amounts; balances: B | undefined }

/**
 * The amount shown in flight changes only together with freshly read balances: a transfer joins
 * it (and leaves it) with a balance read that started once the burn (or mint) was known, both in
 * one snapshot, so the total never dips by the amount nor counts it twice. Balances changed by
 * anything else (a bet, a deposit) pass straight through.
 */
export function createInFlightStore<B>(now = () => Date.now()) {
  let pending = new Map<string, { amount: bigint; at: number }>();
  let pendingView: Amounts = new Map();
  let view: View<B> = { counted: new Map(), balances: undefined };
  let wanted: Amounts = new Map();
  let running: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const publishPending = () => {
    const cutoff = now() - PENDING_TTL_MS;
    pending = new Map([...pending].filter(([, e]) => e.at >= cutoff));
    pendingView = new Map([...pending].map(([h, e]) => [h, e.amount]));
    emit();
  };
  return {
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    pending: () => pendingView,
    view: () => view,
    /** This tab's withdrawal was mined: in flight until the indexer lists it. */
    noteMined(hash: string, amount: bigint) {
      pending.set(hash.toLowerCase(), { amount, at: now() });
      publishPending();
    },
    /** The indexer lists these withdrawals: its word replaces this tab's. */
    forget(hashes: Iterable<string>) {
      let changed = false;
      for (const h of hashes) changed = pending.delete(h.toLowerCase()) || changed;
      if (changed) publishPending();
    },
    /** Signed out: nothing of the last account stays on show. */
    reset() {
      pending = new Map();
      pendingView = new Map();
      wanted = new Map();
      view = { counted: new Map(), balances: undefined };
      emit();
    },
    /** Balances as the cache holds them now (held back while a read for a change in flight is under way: it is as fresh). */
    seeBalances(balances: B | undefined) {
      if (running || JSON.stringify(balances) === JSON.stringify(view.balances)) return;
      view = { ...view, balances };
      emit();
    },
    /** Applies `target` with the balances `readBalances` reads anew, in one snapshot (one read at a time). */
    sync(target: Amounts, readBalances: () => Promise<B | undefined>): Promise<void> {
      wanted = target;
      if (running) return running;
      if (sameKeys(target, view.counted)) return Promise.resolve();
      running = (async () => {
        while (!sameKeys(wanted, view.counted)) {
          const applying = wanted;
          const fresh = await readBalances().catch(() => undefined);
          view = { counted: applying, balances: fresh ?? view.balances };
          emit();
        }
        running = undefined;
      })();
      return running;
    },
  };
}

export type InFlightStore<B> = ReturnType<typeof createInFlightStore<B>>;
