import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { BlackjackAction, BlackjackBet, GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession } from "../../../testing/session.js";
import { chainProvider } from "../../wallet/game-signer.js";
import type { RoundRecord } from "../round-record.js";
import { RoundVerification } from "../RoundVerification.js";
import { ALICE, BOB, DECISION_TABLE, decisionRecord, fakeDecisionChain } from "./decision-fairness-kit.js";

vi.mock("../../wallet/game-signer.js", () => ({ chainProvider: vi.fn() }));
let chain = fakeDecisionChain();
beforeEach(() => {
  chain = fakeDecisionChain();
  vi.mocked(chainProvider).mockImplementation(() => chain.provider as ReturnType<typeof chainProvider>);
});

const holdem = () => decisionRecord(GameType.POKER, 21, [
  { player: ALICE, kind: HoldemBet.ANTE, amount: 10_000_000n },
  { player: BOB, kind: HoldemBet.ANTE, amount: 5_000_000n },
], [{ betIndex: 0, window: 1, action: HoldemAction.CALL }, { betIndex: 1, window: 1, action: HoldemAction.FOLD }]);

async function open(round: RoundRecord) {
  renderWithIntl(
    <SessionFixture session={testSession()}>
      <RoundVerification round={round} me={ALICE} describeBet={(b) => (b.kind === HoldemBet.ANTE ? "Ante" : "Bet")} />
    </SessionFixture>,
  );
  await waitFor(() => expect(screen.getByTestId("verify-client-seed")).toBeTruthy());
}
const failedChecks = () => [...document.querySelectorAll<HTMLElement>('li[data-ok="false"]')].map((e) => e.dataset.testid);

describe("verifying a hold'em round in the browser", () => {
  it("reads the close from the DecisionTable, proves each card against the deck root, lists the decisions and pays again", async () => {
    const r = holdem();
    await open(r);
    expect(chain.calls).toEqual([`${DECISION_TABLE}:rounds(21)`]);
    expect(screen.getByTestId("verify-root").textContent).toBe(r.root);
    expect(screen.getByTestId("verify-card-4").textContent).toMatch(/at position 4, shown in window 1: its proof leads to the deck root/);
    const rows = screen.getAllByTestId("verify-decision").map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows).toEqual([["Ante #1", "0x1234…5678 (you)", "1", "1", "call", "20"], ["Ante #2", "0x0000…00b0", "1", "1", "fold", "0"]]);
    expect(within(screen.getByTestId("verify-deal")).getByTestId("verify-deal-winner").textContent).toMatch(/player wins|dealer wins|tie/);
    expect(screen.getAllByTestId("verify-payout-row")).toHaveLength(2);
    expect(failedChecks()).toEqual([]);
    expect(screen.getByTestId("verify-summary").textContent).toBe("Every check passed.");
  });

  it("fails the card the API changed and a payout that is not the engine's", async () => {
    const r = holdem();
    await open({ ...r, cardProofs: r.cardProofs.map((p) => (p.position === 1 ? { ...p, card: (p.card + 3) % 52 } : p)), bets: r.bets!.map((b, i) => (i === 1 ? { ...b, payout: "1" } : b)) });
    expect(failedChecks()).toEqual(["verify-card-1", "verify-payout-1"]);
    expect(screen.getByTestId("verify-summary").textContent).toBe("2 checks failed: this round does not verify.");
  });
});

describe("verifying a blackjack round in the browser", () => {
  it("shows every bet's hands as its decisions played them", async () => {
    const r = decisionRecord(GameType.BLACKJACK, 4, [{ player: ALICE, kind: BlackjackBet.MAIN, amount: 10_000_000n }], [{ betIndex: 0, window: 1, action: BlackjackAction.STAND }]);
    await open(r);
    expect(screen.getAllByTestId("verify-deal-bet")).toHaveLength(1);
    expect(failedChecks()).toEqual([]);
  });
});

describe("a forfeited decision round", () => {
  it("checks each bet was paid its worst case including what its decisions escrowed", async () => {
    const r = holdem();
    const forfeited = { ...r, state: "forfeited", serverSeed: null, outcome: null, result: null, bets: r.bets!.map((b, i) => ({ ...b, payout: String(i === 0 ? 101n * 10_000_000n + 40_000_000n : 101n * 5_000_000n) })) };
    renderWithIntl(<SessionFixture session={testSession()}><RoundVerification round={forfeited} /></SessionFixture>);
    const rows = screen.getAllByTestId("verify-forfeit-bet").map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows.map((row) => row.slice(1))).toEqual([["10", "1,050", "1,050"], ["5", "505", "505"]]);
    expect(failedChecks()).toEqual([]);
  });
});
