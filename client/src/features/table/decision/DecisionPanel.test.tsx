import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BlackjackAction, BlackjackBet, GameType, HoldemAction, HoldemBet, isBlackjack, rankOf } from "@sunrise/games";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../../testing/session.js";
import { ToastProvider } from "../../../shared/ui/toasts.js";
import type { BetRow, RoundData, TableData } from "../model.js";
import { sendDecision } from "./decide.js";
import { DecisionPanel } from "./DecisionPanel.js";
import { decisionRound, findRound, ME, myBet, TABLE } from "./decision-test-kit.js";
import { MockedProvider } from "@apollo/client/testing/react";

vi.mock("./decide.js", () => ({ sendDecision: vi.fn(async () => "0xhash") }));
vi.mock("../../../shared/wallet/game-signer.js", () => ({ openGameWallet: vi.fn(async () => ({ address: ME })) }));

const table = (gameType: number) => ({ id: 9, gameType, contractAddress: TABLE, game: { erc20Address: "0x02" } }) as unknown as TableData;
const player = testSession({ status: "signedIn", me: testUser({ sunc: { address: ME, encryptedPrivateKey: "v1:00:00", version: 1 } }), secret: async () => "0xsecret" });

function show(gameType: number, round: RoundData, myBets: BetRow[], { balance = 100_000_000n as bigint | null, session = player } = {}) {
  return renderWithIntl(
    <MockedProvider>
      <SessionFixture session={session}>
        <ToastProvider>
          <DecisionPanel table={table(gameType)} round={round} myBets={myBets} balance={balance} now={Date.now()} />
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}
const buttons = () => within(screen.getByTestId("decision-bar")).queryAllByRole("button").map((b) => b.dataset.action);

describe("deciding at a hold'em table", () => {
  beforeEach(() => vi.mocked(sendDecision).mockReset().mockResolvedValue("0xhash"));
  const ante = myBet(3, HoldemBet.ANTE, 10_000_000n);

  it("sends a call from the game wallet as decide(round, bet, hand 0, CALL) escrowing 2 × ante, then shows it taken", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
    fireEvent.click(await screen.findByRole("button", { name: /Call/ }));
    await waitFor(() => expect(sendDecision).toHaveBeenCalledOnce());
    expect(vi.mocked(sendDecision).mock.calls[0]![0]).toMatchObject({ table: TABLE, token: "0x02", roundId: 5, betIndex: 3, hand: 0, action: HoldemAction.CALL, extraStake: 20_000_000n });
    expect((await screen.findByTestId("toast")).textContent).toContain("Your decision is in: Call");
    expect(await screen.findByTestId("decision-decided")).toBeTruthy();
    expect(screen.getByTestId("decision-decided").textContent).toBe("✓ Called · 20 escrowed");
    expect(buttons()).toEqual([]);
  });

  it("refuses a call the balance cannot cover before sending anything", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante], { balance: 19_000_000n });
    fireEvent.click(await screen.findByRole("button", { name: /Call/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your balance is too low for this extra stake.");
    expect(sendDecision).not.toHaveBeenCalled();
  });

  it("asks a guest to sign in", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante], { session: testSession() });
    fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Sign in with your wallet to play.");
  });

  it("says in words why the contract refused: window closed, already decided, not the player's bet", async () => {
    for (const [reason, text] of [
      ["Decision window is closed", "The decision window has closed: the default applies to this bet."],
      ["Already decided", "You have already decided for this bet in this window."],
      ["Not your bet", "Only the player who placed this bet can decide for it."],
    ]) {
      vi.mocked(sendDecision).mockRejectedValueOnce({ code: "CALL_EXCEPTION", reason });
      const view = show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
      fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
      expect((await screen.findByRole("alert")).textContent).toContain(text);
      view.unmount();
    }
  });

  it("shows nothing while the round is still taking bets", () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "open" }), [ante]);
    expect(screen.queryByTestId("decision-bar")).toBeNull();
  });
});

describe("deciding at a blackjack table", () => {
  beforeEach(() => vi.mocked(sendDecision).mockReset().mockResolvedValue("0xhash"));
  const main = myBet(1, BlackjackBet.MAIN, 10_000_000n);

  it("doubles the hand in play, escrowing one more stake", async () => {
    const id = findRound(GameType.BLACKJACK, (c) => rankOf(c[2]!) !== 1 && !isBlackjack(c.slice(0, 2)));
    show(GameType.BLACKJACK, decisionRound(GameType.BLACKJACK, id, { state: "dealt" }), [main]);
    fireEvent.click(await screen.findByRole("button", { name: /Double/ }));
    await waitFor(() => expect(sendDecision).toHaveBeenCalledOnce());
    expect(vi.mocked(sendDecision).mock.calls[0]![0]).toMatchObject({ roundId: id, betIndex: 1, hand: 0, action: BlackjackAction.DOUBLE, extraStake: 10_000_000n });
  });

  it("maps a move the rules refuse to 'not allowed'", async () => {
    vi.mocked(sendDecision).mockRejectedValueOnce(new Error('execution reverted: "Double only on two cards"'));
    const id = findRound(GameType.BLACKJACK, (c) => rankOf(c[2]!) !== 1 && !isBlackjack(c.slice(0, 2)));
    show(GameType.BLACKJACK, decisionRound(GameType.BLACKJACK, id, { state: "dealt" }), [main]);
    fireEvent.click(await screen.findByRole("button", { name: /Double/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("That move is not allowed for this hand now.");
  });
});
