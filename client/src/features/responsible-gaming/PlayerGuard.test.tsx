import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { BalancesDocument } from "../../gql/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import { PlayerGuard } from "./PlayerGuard.js";

const balances = (g1: string) => always({
  request: { query: BalancesDocument },
  result: { data: { balances: { __typename: "Balances" as const, id: "me", susd: "0", g1Susd: g1, bsusd: "0", total: g1 } } },
});
const pushed = (g1: string) => ({ result: { data: { balanceChanged: { __typename: "Balances" as const, id: "me", g1Susd: g1 } } } });
const session = () => testSession({ status: "signedIn", me: testUser() });

describe("beside every page of a signed-in player", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("shows the reality check on its interval with the net result of the balance changes since sign-in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(`sunrise.realityCheck.${testUser().address}`, "15");
    const { events } = renderPlayer(<PlayerGuard />, { session: session(), mocks: [balances("100000000")], live: ["TableBalanceChanged"] });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    act(() => events.simulateResult(pushed("80000000")));
    await act(async () => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect((await screen.findByTestId("reality-check")).textContent).toContain("You have played 15 minutes since signing in · net result -20 SUSD");
  });

  it("offers to set limits when the first SUSD reaches the game chain", async () => {
    const { events } = renderPlayer(<PlayerGuard />, { session: session(), mocks: [balances("0")], live: ["TableBalanceChanged"] });
    await vi.waitFor(() => expect(localStorage.getItem(`sunrise.firstDeposit.${testUser().address}`)).toBe("empty"));
    expect(screen.queryByTestId("first-deposit")).toBeNull();
    act(() => events.simulateResult(pushed("85000000")));
    expect((await screen.findByTestId("first-deposit")).textContent).toContain("Your SUSD has arrived");
    expect(screen.getByRole("link", { name: "Set limits" }).getAttribute("href")).toBe("/responsible-gaming");
  });
});
