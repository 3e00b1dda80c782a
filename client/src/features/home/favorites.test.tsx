import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { saveLogin } from "../../shared/storage/session-storage.js";
import type { Session } from "../../shared/session/SessionProvider.js";
import { SessionFixture, TEST_ADDRESS, testSession, testUser } from "../../testing/session.js";
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

  it("keeps a star clicked while the lobby is still being refreshed, when the older answer lands after it", async () => {
    let show: (on: boolean) => void = () => undefined;
    function Remount() {
      const [on, setOn] = useState(true);
      show = setOn;
      return on ? <HomePage /> : <p>away</p>;
    }
    // The lobby's own refresh answers after the server took the star, and still says "not a favourite".
    const LOBBY_MS = FAVORITE_ANSWER_MS + 500;
    const { favoriteCalls } = renderLobby(<Remount />, { session: player(), lobbyDelayMs: LOBBY_MS });
    await screen.findByTestId("favorite-roulette", {}, { timeout: LOBBY_MS + 2000 });
    act(() => show(false));
    act(() => show(true));
    // The lobby appears at once from the cache while its refresh is on its way: click straight away.
    fireEvent.click(screen.getByTestId("favorite-roulette"));
    await waitFor(() => expect(favoriteCalls).toEqual([{ gameId: "roulette", favorite: true }]));
    await new Promise((r) => setTimeout(r, LOBBY_MS + 300));
    expect(screen.getByTestId("favorite-roulette").getAttribute("aria-pressed")).toBe("true");
  }, 20_000);

  it("keeps a star clicked while the stored session is still being restored", async () => {
    saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, "METAMASK", "io.metamask");
    let settle: (s: Session) => void = () => undefined;
    function Restoring() {
      const [session, setSession] = useState(testSession({ status: "initializing" }));
      settle = setSession;
      return <SessionFixture session={session}><HomePage /></SessionFixture>;
    }
    const asked = vi.fn();
    window.addEventListener("sunrise:connect-request", asked);
    const { favoriteCalls } = renderLobby(<Restoring />);
    fireEvent.click(await screen.findByTestId("favorite-roulette"));
    expect(favoriteCalls).toEqual([]);
    act(() => settle(player()));
    await waitFor(() => expect(favoriteCalls).toEqual([{ gameId: "roulette", favorite: true }]));
    await waitFor(() => expect(screen.getByTestId("favorite-roulette").getAttribute("aria-pressed")).toBe("true"), { timeout: FAVORITE_ANSWER_MS / 2 });
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByText("Connect your wallet to keep favorites.")).toBeNull();
    window.removeEventListener("sunrise:connect-request", asked);
    localStorage.clear();
  });
});
