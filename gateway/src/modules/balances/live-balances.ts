import { createPubSub } from "@graphql-yoga/subscription";
import type { Viewer } from "../../request-context.js";
import type { Balances } from "./balances.service.js";

type Compute<T> = (viewer: Viewer) => Promise<T>;

/**
 * Who watches balances on this gateway replica. A `balance` notice names wallets; only viewers
 * subscribed here, by main or game wallet, get their balances recomputed (once each) and pushed.
 * Anything else read per player from chain when their wallets move (their responsible-gaming
 * figures) is watched the same way, with its own instance.
 */
export class LiveBalances<T extends object = Balances> {
  private readonly pubSub = createPubSub<{ BALANCE: [string, object] }>();
  /** viewer address → its viewer and how many of its subscriptions are live */
  private readonly watchers = new Map<string, { viewer: Viewer; count: number }>();

  watch(viewer: Viewer): AsyncIterableIterator<T> {
    const entry = this.watchers.get(viewer.address);
    this.watchers.set(viewer.address, { viewer, count: (entry?.count ?? 0) + 1 });
    const source = this.pubSub.subscribe("BALANCE", viewer.address)[Symbol.asyncIterator]();
    let open = true;
    const stop = () => {
      if (!open) return;
      open = false;
      const e = this.watchers.get(viewer.address);
      if (e && --e.count <= 0) this.watchers.delete(viewer.address);
    };
    // An explicit iterator (not an async generator) so an unsubscribe is seen at once, not at the next event.
    const it: AsyncIterableIterator<T> = {
      [Symbol.asyncIterator]: () => it,
      next: () => source.next() as Promise<IteratorResult<T>>,
      return: async (value?: unknown) => {
        stop();
        await source.return?.();
        return { done: true, value: value as T };
      },
      throw: async (error?: unknown) => {
        stop();
        await source.return?.();
        throw error;
      },
    };
    return it;
  }

  /** Viewers watched here whose main or game wallet is one of `addresses`. */
  watchersOf(addresses: readonly string[]): Viewer[] {
    const named = new Set(addresses.map((a) => a.toLowerCase()));
    return [...this.watchers.values()]
      .map((w) => w.viewer)
      .filter((v) => named.has(v.address) || (v.user?.suncAddress != null && named.has(v.user.suncAddress.toLowerCase())));
  }

  /** Recomputes and pushes the balances of the watched viewers a notice names; failures drop that push only. */
  async changed(addresses: readonly string[], compute: Compute<T>): Promise<void> {
    await Promise.all(
      this.watchersOf(addresses).map(async (viewer) => {
        try {
          this.pubSub.publish("BALANCE", viewer.address, await compute(viewer));
        } catch (e) {
          console.error("balanceChanged: could not read balances", e);
        }
      }),
    );
  }

  get watchedCount(): number {
    return this.watchers.size;
  }
}
