import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HomePage } from "./HomePage.js";
import { renderLobby } from "./lobby-test-kit.js";

const order = () => [...document.querySelectorAll("[data-game]")].map((s) => s.getAttribute("data-game"));

const roundUpdate = (tableId: number, roundId: number, state: string, result: Record<string, unknown> | null = null) => ({
  result: { data: { roundUpdated: { __typename: "TableRound", id: `${tableId}:${roundId}`, tableId, gameType: 1, table: "0x01", roundId, state, openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 9_000).toISOString(), result, shoeId: null } } },
});

describe("the lobby", () => {
  it("shows the chosen category's games sorted by name A–Z, and Z–A on request", async () => {
    renderLobby(<HomePage />);
    await screen.findByTestId("table-card-1");
    expect(order()).toEqual(["baccarat", "blackjack", "roulette", "sic-bo"]);
    fireEvent.click(screen.getByTestId("category-hot"));
    expect(order()).toEqual(["roulette", "sic-bo"]);
    fireEvent.change(screen.getByTestId("sort"), { target: { value: "desc" } });
    expect(order()).toEqual(["sic-bo", "roulette"]);
    fireEvent.click(screen.getByTestId("category-favorites"));
    expect(order()).toEqual(["baccarat"]);
    fireEvent.click(screen.getByTestId("category-top"));
    expect(order()).toEqual(["roulette", "baccarat"]);
  });

  it("links a live table to its screen with its countdown, limits, players, floor and area", async () => {
    renderLobby(<HomePage />);
    const card = await screen.findByTestId("table-card-1");
    expect(card.querySelector("a")?.getAttribute("href")).toBe("/casino-games/1");
    expect(within(card).getByText("Betting")).toBeTruthy();
    expect(Number(within(card).getByTestId("countdown").textContent)).toBeGreaterThan(10);
    expect(card.textContent).toContain("1–1,000");
    expect(within(card).getByTestId("players").getAttribute("aria-label")).toBe("2 players bet this round");
    expect(within(card).getByTestId("players").textContent).toBe("2");
    expect(card.textContent).toContain("Ground floor");
    expect(card.textContent).toContain("Main hall");
    expect(screen.getByTestId("table-card-4").textContent).toContain("No commission");
  });

  it("keeps the state, limits and tags off the card's picture, whose art has words of its own", async () => {
    renderLobby(<HomePage />);
    for (const id of ["table-card-1", "table-card-4"]) {
      const art = (await screen.findByTestId(id)).querySelector(".table-card__art")!;
      expect(art.querySelector(".live-pill, .table-card__limits, .table-card__tag, .card-verify")).toBeNull();
    }
    const body = screen.getByTestId("table-card-4").querySelector(".table-card__body")!;
    expect(within(body as HTMLElement).getByText("No commission")).toBeTruthy();
    expect(body.querySelector(".live-pill")).toBeTruthy();
  });

  it("lets games with few tables share a row: each spans one column per table, at most the row", async () => {
    const width = vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1115);
    try {
      renderLobby(<HomePage />);
      await screen.findByTestId("table-card-1");
      const list = document.querySelector(".game-list")!;
      expect(list.getAttribute("data-columns")).toBe("5");
      const sections = [...document.querySelectorAll<HTMLElement>("[data-game]")];
      expect(sections.length).toBeGreaterThan(1);
      for (const section of sections) {
        const tables = section.querySelectorAll('[data-testid^="table-card-"]').length;
        expect(section.style.gridColumn).toBe(`span ${Math.min(tables, 5)}`);
      }
    } finally {
      width.mockRestore();
    }
  });

  it("shows the latest results that fit and counts the rest as +N", async () => {
    renderLobby(<HomePage />);
    const strip = within(await screen.findByTestId("table-card-1")).getByTestId("result-strip");
    const chips = strip.querySelectorAll(".result-chip:not(.result-chip--more)");
    expect(chips.length).toBeGreaterThan(0);
    expect(within(strip).getByTestId("results-more").textContent).toBe(`+${24 - chips.length}`);
    expect(within(screen.getByTestId("table-card-4")).queryByTestId("results-more")).toBeNull();
  });

  it("says when a closed table opens, and that a game without a dealer yet opens soon instead of linking nowhere", async () => {
    renderLobby(<HomePage />);
    const closed = await screen.findByTestId("table-card-3");
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).getByTestId("table-closed").textContent).toMatch(/^Opens (tomorrow )?at .+in 2 h 30 min$/);
    const soon = screen.getByTestId("table-card-14");
    expect(soon.querySelector("a")).toBeNull();
    expect(within(soon).getByText("Opens soon")).toBeTruthy();
    expect(within(soon).getByTestId("table-soon").textContent).toBe("This game's tables are being prepared and open soon.");
  });

  it("puts a round's result first on its card when the round it shows settles", async () => {
    const { events } = renderLobby(<HomePage />);
    const card = await screen.findByTestId("table-card-1");
    expect(card.querySelector(".result-chip")?.textContent).toBe("0");
    await act(async () => events.simulateResult(roundUpdate(1, 7, "closed")));
    await waitFor(() => expect(screen.getByTestId("table-card-1").getAttribute("data-state")).toBe("closed"));
    await act(async () => events.simulateResult(roundUpdate(1, 7, "settled", { game: "roulette", number: 36, color: "red" })));
    await waitFor(() => expect(screen.getByTestId("table-card-1").querySelector(".result-chip")?.textContent).toBe("36"));
    expect(screen.getByTestId("table-card-1").getAttribute("data-state")).toBe("settled");
  });

  it("turns a card to the next round as the round subscription reports it, without a reload", async () => {
    const { events } = renderLobby(<HomePage />);
    const card = await screen.findByTestId("table-card-4");
    expect(card.getAttribute("data-state")).toBe("settled");
    await act(async () => {
      events.simulateResult({ result: { data: { roundUpdated: { __typename: "TableRound", id: "4:10", tableId: 4, gameType: 2, table: "0x01", roundId: 10, state: "open", openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 9_000).toISOString(), result: null, shoeId: null } } } });
    });
    await waitFor(() => expect(screen.getByTestId("table-card-4").getAttribute("data-state")).toBe("open"));
    expect(within(screen.getByTestId("table-card-4")).getByTestId("players").getAttribute("aria-label")).toBe("No bets yet this round");
  });
});
