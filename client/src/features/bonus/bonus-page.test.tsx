import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BonusPageDocument, SyncBonusDocument } from "../../gql/graphql.js";
import { StorageKey } from "../../shared/storage/keys.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import { readBettingState } from "./bonus-actions.js";
import { BonusPage } from "./BonusPage.js";

vi.mock("./bonus-actions.js", () => ({ readBettingState: vi.fn(), claimBonus: vi.fn(), depositForBonus: vi.fn() }));

const U = (n: number) => String(BigInt(n) * 1_000_000n);
const DAY = 86_400_000;
const bonus = (id: string, status: string, days: number, amount: number, wagered = 0) => ({
  __typename: "Bonus" as const, id, depositAmount: U(amount * 10), bonusAmount: U(amount), depositTx: `0x${id}`, claimTx: status === "swapped" ? "0xc" : null, status,
  depositedAt: new Date(Date.now() - DAY).toISOString(), expiredAt: new Date(Date.now() + days * DAY).toISOString(), wagered: U(wagered), wagerRequirement: U(amount * 10),
});
const page = {
  request: { query: BonusPageDocument },
  result: {
    data: {
      balances: { __typename: "Balances" as const, id: "b", susd: U(1000), g1Susd: "0", bsusd: "0", total: U(1000) },
      bonusState: { __typename: "BonusState" as const, id: "s", initialBonusUSD: U(20), claimableBonus: U(5), expiringBonus: U(20), estimateSwappableAmount: U(5), totalBet: U(50), depositAmount: U(200), bonusAmount: U(20) },
      bonuses: [bonus("a", "locked", 3, 20), bonus("b", "claimable", 20, 5, 50), bonus("c", "expired", -2, 7)],
      bonusProgram: { __typename: "BonusProgram" as const, bonusManager: "0xbm", listener: "0xl", rewardRateBps: 1000, rewardMaximum: U(1000), wagerMultiplier: 10, expiryDays: 30, paused: false },
    },
  },
};
const synced = vi.fn(() => ({ data: { syncBonus: { __typename: "BonusSync" as const, upToDate: true, latestTxId: null } } }));
const player = testSession({ status: "signedIn", me: testUser() });
const text = (id: string) => screen.getByTestId(id).textContent;

describe("/bonus", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(StorageKey.hashAndNonce, JSON.stringify({ address: "0xabc", hash: "0xsig", nonce: "n1", token: "t" }));
  });
  afterEach(() => vi.clearAllMocks());

  it("shows SPEC §2's views and filters the list by them", async () => {
    vi.mocked(readBettingState).mockResolvedValue({ isClosed: false });
    renderPlayer(<BonusPage />, { session: player, mocks: [always(page), always({ request: { query: SyncBonusDocument }, result: synced })] });
    await waitFor(() => expect(text("bonus-held")).toBe("25"));
    expect(text("bonus-claimable")).toBe("5");
    expect(text("bonus-swappable")).toBe("5");
    expect(text("bonus-expiring")).toBe("20");
    expect(text("bonus-locked")).toBe("20");
    expect(text("bonus-expired")).toBe("7");
    await userEvent.click(screen.getByTestId("bonus-filter-swappable"));
    expect(screen.getAllByRole("row").filter((r) => r.dataset.status)).toHaveLength(1);
    await userEvent.click(screen.getByTestId("bonus-filter-available"));
    expect(screen.getAllByRole("row").filter((r) => r.dataset.status).map((r) => r.dataset.status)).toEqual(["locked", "claimable"]);
  });

  it("reads the bonus state as zero while the betting state on chain is closed", async () => {
    vi.mocked(readBettingState).mockResolvedValue({ isClosed: true });
    renderPlayer(<BonusPage />, { session: player, mocks: [always(page), always({ request: { query: SyncBonusDocument }, result: synced })] });
    await waitFor(() => expect(text("bonus-claimable")).toBe("-"));
    expect(text("bonus-swappable")).toBe("-");
    expect(text("bonus-expiring")).toBe("-");
    expect(vi.mocked(readBettingState).mock.calls[0]!.slice(1)).toEqual(["0xbm", player.active!.address]);
  });

  it("syncs once per sign-in, not on every visit", async () => {
    vi.mocked(readBettingState).mockRejectedValue(new Error("rpc down"));
    const first = renderPlayer(<BonusPage />, { session: player, mocks: [always(page), always({ request: { query: SyncBonusDocument }, result: synced })] });
    await waitFor(() => expect(synced).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(text("bonus-claimable")).toBe("5"));
    first.unmount();
    renderPlayer(<BonusPage />, { session: player, mocks: [always(page), always({ request: { query: SyncBonusDocument }, result: synced })] });
    await screen.findByTestId("bonus-held");
    expect(synced).toHaveBeenCalledTimes(1);
  });
});
