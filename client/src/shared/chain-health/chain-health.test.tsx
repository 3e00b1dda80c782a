import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { ChainHealthDocument } from "../../gql/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { ChainHealthNotice } from "./ChainHealthNotice.js";

const health = (game: boolean, asset = true) => [
  { __typename: "ChainHealth" as const, id: "asset", reachable: asset, since: "2026-11-29T01:00:00.000Z" },
  { __typename: "ChainHealth" as const, id: "game", reachable: game, since: "2026-11-29T01:02:03.000Z" },
];

describe("chain health notice", () => {
  it("says the game chain cannot be reached while the gateway's probe says so, and goes when it answers again", async () => {
    const { events } = renderPlayer(<ChainHealthNotice />, { mocks: [always({ request: { query: ChainHealthDocument }, result: { data: { chainHealth: health(true) } } })], live: ["ChainHealthChanged"] });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => events.simulateResult({ result: { data: { chainHealthChanged: health(false) } } }));
    expect((await screen.findByTestId("chain-unreachable-game")).textContent).toMatch(/^The game chain cannot be reached \(since .+\)\. Bets, decisions and transfers/);
    expect(screen.queryByTestId("chain-unreachable-asset")).toBeNull();

    act(() => events.simulateResult({ result: { data: { chainHealthChanged: health(true) } } }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("names the wallet's chain in Japanese when it is the one down at load", async () => {
    renderPlayer(<ChainHealthNotice />, { locale: "ja", mocks: [always({ request: { query: ChainHealthDocument }, result: { data: { chainHealth: health(true, false) } } })] });
    expect((await screen.findByTestId("chain-unreachable-asset")).textContent).toMatch(/^ウォレットのチェーンに接続できません/);
  });
});
