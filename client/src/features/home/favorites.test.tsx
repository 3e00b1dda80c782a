import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { testSession, testUser } from "../../testing/session.js";
import { HomePage } from "./HomePage.js";
import { FavoritePage } from "./FavoritePage.js";
import { FAVORITE_ANSWER_MS, renderLobby } from "./lobby-test-kit.js";

const player = () => testSession({ status: "signedIn", me: testUser() });

describe("favourites", () => {
  it("stars a game at once (optimistic) and on the server for a signed-in player", async () => {
    const { favoriteCalls } = renderLobby(<HomePage />, { session: player() });
    const star = await screen.findByTestId("favorite-roulette");
    expect(star.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId("favorite-roulette").getAttribute("aria-pressed")).toBe("true"), { timeout: FAVORITE_ANSWER_MS / 2 });
    expect(favoriteCalls).toEqual([{ gameId: "roulette", favorite: true }]);
    fireEvent.click(screen.getByTestId("favorite-baccarat"));
    await waitFor(() => expect(screen.getByTestId("favorite-baccarat").getAttribute("aria-pressed")).toBe("false"), { timeout: FAVORITE_ANSWER_MS / 2 });
    await waitFor(() => expect(favoriteCalls).toContainEqual({ gameId: "baccarat", favorite: false }));
  });

  it("asks a guest to connect instead of starring", async () => {
    const asked = vi.fn();
    window.addEventListener("sunrise:connect-request", asked);
    const { favoriteCalls } = renderLobby(<HomePage />);
    fireEvent.click(await screen.findByTestId("favorite-roulette"));
    expect(await screen.findByText("Connect your wallet to keep favorites.")).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("favorite-roulette").getAttribute("aria-pressed")).toBe("false");
    expect(favoriteCalls).toEqual([]);
    window.removeEventListener("sunrise:connect-request", asked);
  });

  it("lists the player's favourite games with their tables on /favorite, and drops one when unstarred", async () => {
    renderLobby(<FavoritePage />, { session: player(), path: "/favorite" });
    expect(await screen.findByTestId("table-card-4")).toBeTruthy();
    expect([...document.querySelectorAll("[data-game]")].map((s) => s.getAttribute("data-game"))).toEqual(["baccarat"]);
    fireEvent.click(screen.getByTestId("favorite-baccarat"));
    expect(await screen.findByTestId("favorites-empty")).toBeTruthy();
  });

  it("tells a guest on /favorite to connect", async () => {
    renderLobby(<FavoritePage />, { path: "/favorite" });
    expect((await screen.findByTestId("favorites-guest")).textContent).toContain("Connect your wallet to see your favorites.");
  });
});
