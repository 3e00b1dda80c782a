import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { RecentTableRoundsDocument, VerifyTableRoundDocument, type VerifiableRoundFragment } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../testing/session.js";
import { chainProvider } from "../wallet/game-signer.js";
import { asServed, fakeGameChain, forfeitedRound, PLAYER, shoeRound, streamClose, streamRound } from "./fairness-test-kit.js";
import { VerifyRoundDialog } from "./VerifyRoundDialog.js";

// The game chain behind the gateway's RPC proxy, as the dialog reads it.
vi.mock("../wallet/game-signer.js", () => ({ chainProvider: vi.fn() }));
let gameChain = fakeGameChain();
beforeEach(() => {
  gameChain = fakeGameChain();
  vi.mocked(chainProvider).mockImplementation(() => gameChain.provider as ReturnType<typeof chainProvider>);
});
const viewer = testSession({ status: "signedIn", me: testUser({ sunc: { address: PLAYER, encryptedPrivateKey: "v1:00:00", version: 1 } }) });

const served = (round: VerifiableRoundFragment) => ({ request: { query: VerifyTableRoundDocument, variables: { tableId: 1, roundId: round.roundId } }, result: { data: { tableRound: asServed(round) } } });

/** Opens the dialog on `round` as the API serves it, and waits for its checks. */
async function open(round: VerifiableRoundFragment) {
  show(round.roundId, [served(round)]);
  await screen.findByTestId("verify-summary");
}

function show(roundId: number | undefined, mocks: MockedProviderProps["mocks"]) {
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={viewer}>
        <VerifyRoundDialog tableId={1} roundId={roundId} describeBet={(b) => `kind ${b.kind}`} onClose={() => undefined} />
      </SessionFixture>
    </MockedProvider>,
  );
}

const check = (testId: string) => screen.getByTestId(testId).dataset.ok;
const failedChecks = () => [...document.querySelectorAll<HTMLElement>('li[data-ok="false"]')].map((e) => e.dataset.testid);

describe("verifying a shoe round in the browser", () => {
  it("lists each proven card with its position as a passed check against the shoe root, mid-shoe", async () => {
    const r = shoeRound();
    await open(r);
    const proven = screen.getByTestId("verify-proven");
    expect(within(proven).getAllByRole("listitem").filter((li) => li.dataset.testid?.startsWith("verify-card-"))).toHaveLength(r.cardProofs.length);
    const first = screen.getByTestId(`verify-card-${r.firstPosition}`);
    expect(first.dataset.ok).toBe("true");
    expect(first.textContent).toMatch(new RegExp(`at position ${r.firstPosition}: its proof leads to the shoe root`));
    expect(check("verify-positions")).toBe("true");
    expect(check("verify-result")).toBe("true");
    expect(failedChecks()).toEqual([]);
    expect(screen.getByTestId("verify-summary").textContent).toBe("Every check passed.");
    expect(screen.getByTestId("verify-shuffle-pending").textContent).toContain("revealed when the shoe ends");
  });

  it("fails the tampered card, and the result and outcome that rest on it", async () => {
    const r = shoeRound();
    const tampered = { ...r, cardProofs: r.cardProofs.map((p, i) => (i === 2 ? { ...p, card: (p.card + 5) % 52 } : p)) };
    await open(tampered);
    const position = r.firstPosition + 2;
    expect(screen.getByTestId(`verify-card-${position}`).dataset.ok).toBe("false");
    expect(screen.getByTestId(`verify-card-${position}`).textContent).toContain("does not lead to the shoe root");
    expect(failedChecks()).toEqual([`verify-card-${position}`, "verify-result", "verify-outcome"]);
    expect(screen.getByTestId("verify-summary").textContent).toBe("3 checks failed: this round does not verify.");
  });

  it("checks the whole shuffle once the shoe is revealed: commitment, root, burn, cut and the round's cards", async () => {
    const r = shoeRound({ revealed: true });
    await open(r);
    const shuffle = screen.getByTestId("verify-shuffle");
    for (const id of ["verify-shoe-commitment", "verify-shoe-root", "verify-shoe-burn", "verify-shoe-cut", "verify-shoe-draw"]) expect(within(shuffle).getByTestId(id).dataset.ok).toBe("true");
    for (const p of r.cardProofs) expect(within(shuffle).getByTestId(`verify-shuffle-${p.position}`).dataset.ok).toBe("true");
    expect(within(shuffle).getByTestId("verify-shoe-cut").textContent).toBe(`The cut card sits at position ${r.shoe.cutIndex}, as the shuffle says. (passed)`);
    expect(failedChecks()).toEqual([]);
  });

  it("fails the shuffle check when the revealed seed is not the committed one", async () => {
    const r = shoeRound({ revealed: true });
    await open({ ...r, shoe: { ...r.shoe, serverSeed: `0x${"5f".repeat(32)}` } });
    expect(check("verify-shoe-commitment")).toBe("false");
    expect(check("verify-shoe-root")).toBe("false");
    expect(check(`verify-card-${r.firstPosition}`)).toBe("true");
  });
});

describe("verifying a stream round in the browser", () => {
  it("shows the player seeds folded into the client seed with the close's block hash from the chain, marks the viewer's, and re-derives the outcome", async () => {
    const r = streamRound();
    await open(r);
    expect((await screen.findByTestId("verify-client-seed")).dataset.ok).toBe("true");
    expect(gameChain.calls).toEqual([`${r.table}:rounds(12)`]);
    expect(chainProvider).toHaveBeenCalledWith("/rpc/game", 31338);
    expect(screen.getByTestId("verify-close-block").textContent).toBe(`#812 ${streamClose().closeBlockHash}`);
    expect(check("verify-chain-client-seed")).toBe("true");
    const seeds = within(screen.getByTestId("verify-player-seeds")).getAllByRole("listitem");
    expect(seeds.map((li) => li.textContent)).toEqual([`0x1234…5678 (you) ${r.playerSeeds[0]!.seed}`, `0x0000…00b0 ${r.playerSeeds[1]!.seed}`]);
    expect(screen.getByTestId("verify-client-seed").textContent).toContain("folded with 2 player seeds");
    expect(failedChecks()).toEqual([]);
  });

  it("fails the client seed when a player's seed is missing from the fold, and the commitment for another seed", async () => {
    const r = streamRound();
    await open({ ...r, serverSeed: `0x${"7b".repeat(32)}`, playerSeeds: r.playerSeeds.slice(1) });
    await screen.findByTestId("verify-client-seed");
    expect(failedChecks()).toEqual(["verify-commitment", "verify-client-seed", "verify-result", "verify-outcome"]);
  });

  it("still checks the commitment and the deal when the chain cannot be read, and says the fold was not checked", async () => {
    gameChain = fakeGameChain({ down: true });
    await open(streamRound());
    await waitFor(() => expect(screen.getByTestId("verify-close-block").textContent).toContain("could not be read"));
    expect(screen.queryByTestId("verify-client-seed")).toBeNull();
    expect([check("verify-commitment"), check("verify-result"), check("verify-outcome")]).toEqual(["true", "true", "true"]);
  });
});

describe("a forfeited round", () => {
  it("says the dealer missed the deadline and shows each bet paid its worst case", async () => {
    await open(forfeitedRound());
    expect(screen.getByRole("heading", { name: "Round 13 was forfeited" })).toBeTruthy();
    expect(screen.getByTestId("verify-forfeited").textContent).toContain("did not settle this round before its deadline");
    const rows = screen.getAllByTestId("verify-forfeit-bet").map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(rows).toEqual([["kind 1008", "5", "10", "10"], ["kind 1001", "1", "36", "36"]]);
    expect(check("verify-forfeit-0")).toBe("true");
    expect(check("verify-forfeit-1")).toBe("true");
  });

  it("fails a bet paid less than its worst case", async () => {
    const r = forfeitedRound();
    await open({ ...r, bets: [r.bets[0]!, { ...r.bets[1]!, payout: "35000000" }] });
    expect(check("verify-forfeit-1")).toBe("false");
    expect(screen.getByTestId("verify-forfeit-1").textContent).toBe("Bet 2 was not paid its worst case. (failed)");
  });
});

describe("a round that cannot be loaded", () => {
  it("says so instead of showing checks", async () => {
    show(7, [{ request: { query: VerifyTableRoundDocument, variables: { tableId: 1, roundId: 7 } }, error: new Error("Gateway down") }]);
    expect((await screen.findByTestId("verify-nothing")).textContent).toBe("The round could not be loaded. Try again in a few seconds.");
  });
});

describe("from the lobby", () => {
  it("checks the table's latest round that can be checked", async () => {
    const open_ = { ...streamRound(), roundId: 14, id: "0xaa:14", state: "open", serverSeed: null, result: null, outcome: null };
    const rounds = [open_, streamRound()].map((node) => ({ cursor: String(node.roundId), node: asServed(node) }));
    show(undefined, [{ request: { query: RecentTableRoundsDocument, variables: { tableId: 1, first: 5 } }, result: { data: { tableRounds: { edges: rounds } } } }, served(streamRound())]);
    expect((await screen.findByTestId("verify-result")).dataset.ok).toBe("true");
    expect(screen.getByTestId("verify-dialog").dataset.round).toBe("12");
  });
});
