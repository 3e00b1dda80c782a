import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { BlackjackAction, BlackjackBet, GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { VerifyTableRoundDocument, type VerifiableRoundFragment } from "../../../gql/graphql.js";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../../testing/session.js";
import { chainProvider } from "../../wallet/game-signer.js";
import { asServed } from "../fairness-test-kit.js";
import { VerifyRoundDialog } from "../VerifyRoundDialog.js";
import { ALICE, BOB, decisionRecord, fakeDecisionChain } from "./decision-fairness-kit.js";

vi.mock("../../wallet/game-signer.js", () => ({ chainProvider: vi.fn() }));
beforeEach(() => vi.mocked(chainProvider).mockImplementation(() => fakeDecisionChain().provider as ReturnType<typeof chainProvider>));
const viewer = testSession({ status: "signedIn", me: testUser({ sunc: { address: ALICE, encryptedPrivateKey: "v1:00:00", version: 1 } }) });

async function open(round: VerifiableRoundFragment) {
  const mocks = [{ request: { query: VerifyTableRoundDocument, variables: { tableId: 1, roundId: round.roundId } }, result: { data: { tableRound: asServed(round) } } }];
  renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={viewer}>
        <VerifyRoundDialog tableId={1} roundId={round.roundId} onClose={() => undefined} />
      </SessionFixture>
    </MockedProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("verify-client-seed")).toBeTruthy());
}
const failedChecks = () => [...document.querySelectorAll<HTMLElement>('li[data-ok="false"]')].map((e) => e.dataset.testid);

describe("the verify dialog on a decision round, as the API serves it", () => {
  it("passes an honest hold'em round end to end", async () => {
    await open(decisionRecord(GameType.POKER, 33, [{ player: ALICE, kind: HoldemBet.ANTE, amount: 10_000_000n }, { player: BOB, kind: HoldemBet.AA_BONUS, amount: 1_000_000n }, { player: BOB, kind: HoldemBet.ANTE, amount: 2_000_000n }], [{ betIndex: 0, window: 1, action: HoldemAction.CALL }]));
    expect(screen.getByTestId("verify-dialog").dataset.round).toBe("33");
    expect(failedChecks()).toEqual([]);
    expect(screen.getByTestId("verify-summary").dataset.ok).toBe("true");
    expect(screen.getAllByTestId("verify-decision")).toHaveLength(1);
  });

  it("fails a blackjack round whose recorded decision the rules did not allow", async () => {
    const r = decisionRecord(GameType.BLACKJACK, 8, [{ player: ALICE, kind: BlackjackBet.MAIN, amount: 10_000_000n }], [{ betIndex: 0, window: 1, action: BlackjackAction.STAND }]);
    await open({ ...r, decisions: [...r.decisions!, { ...r.decisions![0]!, id: "x", window: 2, action: BlackjackAction.HIT }] });
    expect(failedChecks()).toEqual(expect.arrayContaining(["verify-decision-1"]));
    expect(screen.getByTestId("verify-summary").dataset.ok).toBe("false");
  });
});
