import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { BlackjackAction, BlackjackBet, GameType, HoldemAction, HoldemBet, isBlackjack, rankOf } from "@sunrise/games";
import { decisionSigner } from "@sunrise/contracts/signed-decision";
import { ReportStakeRefusalDocument, type SignedDecisionInput } from "../../../gql/graphql.js";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../../testing/session.js";
import { ToastProvider } from "../../../shared/ui/toasts.js";
import type { BetRow, RoundData, TableData } from "../model.js";
import { coverStake } from "../cover-stake.js";
import { DecisionPanel } from "./DecisionPanel.js";
import { decisionRound, findRound, GAME_WALLET, ME, myBet, submitDecisionMock, TABLE, type DealerAnswer } from "./decision-test-kit.js";

vi.mock("../cover-stake.js", () => ({ coverStake: vi.fn(async () => undefined) }));
vi.mock("../../../shared/wallet/game-signer.js", async () => ({ openGameWallet: vi.fn(async () => (await import("./decision-test-kit.js")).GAME_WALLET) }));

const table = (gameType: number) => ({ id: 9, gameType, contractAddress: TABLE, game: { erc20Address: "0x02" } }) as unknown as TableData;
const player = testSession({ status: "signedIn", me: testUser({ sunc: { address: ME, encryptedPrivateKey: "v1:00:00", version: 1 } }), secret: async () => "0xsecret" });

let inputs: SignedDecisionInput[] = [];
let answer: DealerAnswer = { state: "SENT" };
let reported: unknown[] = [];

function show(gameType: number, round: RoundData, myBets: BetRow[], { balance = 100_000_000n as bigint | null, session = player } = {}) {
  const mocks = [
    submitDecisionMock(inputs, () => answer),
    { request: { query: ReportStakeRefusalDocument, variables: (v: unknown) => (reported.push(v), true) }, result: { data: { reportStakeRefusal: true } }, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={session}>
        <ToastProvider>
          <DecisionPanel table={table(gameType)} round={round} myBets={myBets} balance={balance} now={Date.now()} />
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}
/** The wallet that signed what was sent, for the fields the API was given. */
const signerOf = ({ roundId, betIndex, window, hand, action, signature }: SignedDecisionInput) => decisionSigner(31338, TABLE, { roundId, betIndex, window, hand, action }, signature);
const buttons = () => within(screen.getByTestId("decision-bar")).queryAllByRole("button").map((b) => b.dataset.action);

beforeEach(() => {
  inputs = [];
  reported = [];
  answer = { state: "SENT" };
  vi.mocked(coverStake).mockClear();
});

describe("deciding at a hold'em table", () => {
  const ante = myBet(3, HoldemBet.ANTE, 10_000_000n);

  it("signs a call (round, bet, window, hand 0, CALL) with the game wallet for the dealer, covering 2 × ante first, then shows it taken", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt", window: 1 }), [ante]);
    fireEvent.click(await screen.findByRole("button", { name: /Call/ }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ tableId: 9, roundId: 5, betIndex: 3, window: 1, hand: 0, action: HoldemAction.CALL });
    expect(signerOf(inputs[0]!)).toBe(GAME_WALLET.address);
    expect(vi.mocked(coverStake).mock.calls[0]![0]).toMatchObject({ wallet: GAME_WALLET, cashier: "0x00000000000000000000000000000000000000ca", token: "0x02", amount: 20_000_000n });
    expect((await screen.findByTestId("toast")).textContent).toContain("Your decision is in: Call");
    expect(await screen.findByTestId("decision-decided")).toBeTruthy();
    expect(screen.getByTestId("decision-decided").textContent).toBe("✓ Called · 20 escrowed");
    expect(buttons()).toEqual([]);
  });

  it("refuses a call the balance cannot cover before sending anything", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante], { balance: 19_000_000n });
    fireEvent.click(await screen.findByRole("button", { name: /Call/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your balance is too low for this extra stake.");
    expect(inputs).toEqual([]);
    expect(coverStake).not.toHaveBeenCalled();
  });

  it("asks a guest to sign in", async () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante], { session: testSession() });
    fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Sign in with your wallet to play.");
  });

  it("says in words why the table refused the decision the dealer relayed: window closed, already decided, not the player's bet", async () => {
    for (const [reason, text] of [
      ["Decision window is closed", "The decision window has closed: the default applies to this bet."],
      ["Already decided", "You have already decided for this bet in this window."],
      ["Not your bet", "Only the player who placed this bet can decide for it."],
    ]) {
      answer = { state: "REFUSED", reason };
      const view = show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
      fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
      expect((await screen.findByRole("alert")).textContent).toContain(text);
      view.unmount();
    }
  });

  it("names the loss limit the cashier refused the call at, and tells the back office", async () => {
    answer = { state: "REFUSED", reason: "LossLimitReached(1, 25000000, 1764633600)" };
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
    fireEvent.click(await screen.findByRole("button", { name: /Call/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Daily loss limit of 25 SUSD reached");
    await waitFor(() => expect(reported).toEqual([{ rule: "DAILY_LOSS" }]));
    expect(screen.queryByTestId("decision-decided")).toBeNull();
  });

  it("says so when the gateway already holds a decision for the bet in this window", async () => {
    answer = { error: { code: "CONFLICT", reason: "Already decided" } };
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
    fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("You have already decided for this bet in this window.");
  });

  it("takes a decision the dealer has not answered yet (PENDING) as sent", async () => {
    answer = { state: "PENDING" };
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "dealt" }), [ante]);
    fireEvent.click(await screen.findByRole("button", { name: /Fold/ }));
    expect((await screen.findByTestId("toast")).textContent).toContain("Your decision is in: Fold");
    expect((await screen.findByTestId("decision-decided")).textContent).toBe("✓ Folded");
  });

  it("shows nothing while the round is still taking bets", () => {
    show(GameType.POKER, decisionRound(GameType.POKER, 5, { state: "open" }), [ante]);
    expect(screen.queryByTestId("decision-bar")).toBeNull();
  });
});

describe("deciding at a blackjack table", () => {
  const main = myBet(1, BlackjackBet.MAIN, 10_000_000n);

  it("doubles the hand in play, escrowing one more stake", async () => {
    const id = findRound(GameType.BLACKJACK, (c) => rankOf(c[2]!) !== 1 && !isBlackjack(c.slice(0, 2)));
    show(GameType.BLACKJACK, decisionRound(GameType.BLACKJACK, id, { state: "dealt" }), [main]);
    fireEvent.click(await screen.findByRole("button", { name: /Double/ }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ roundId: id, betIndex: 1, window: 1, hand: 0, action: BlackjackAction.DOUBLE });
    expect(signerOf(inputs[0]!)).toBe(GAME_WALLET.address);
    expect(vi.mocked(coverStake).mock.calls[0]![0]).toMatchObject({ amount: 10_000_000n });
  });

  it("maps a move the rules refuse to 'not allowed'", async () => {
    answer = { state: "REFUSED", reason: "Double only on two cards" };
    const id = findRound(GameType.BLACKJACK, (c) => rankOf(c[2]!) !== 1 && !isBlackjack(c.slice(0, 2)));
    show(GameType.BLACKJACK, decisionRound(GameType.BLACKJACK, id, { state: "dealt" }), [main]);
    fireEvent.click(await screen.findByRole("button", { name: /Double/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("That move is not allowed for this hand now.");
  });
});
