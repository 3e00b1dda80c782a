import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import type { Protection } from "./chain/cashier-chain.js";
import { NO_LIMITS } from "./logic/limits.js";
import { ResponsibleGamingPage } from "./ResponsibleGamingPage.js";

const NOW = Math.floor(Date.now() / 1000);
const protection = (over: Partial<Protection> = {}): Protection => ({
  current: { ...NO_LIMITS, dailyLoss: 100_000_000n }, pending: null, pendingAt: 0, used: { day: 40_000_000n, week: -5_000_000n, month: 40_000_000n },
  blockedUntil: 0, excluded: false, resumeAt: 0, banned: false, playDay: 0, playStartedAt: 0, playSecondsLeft: null, clockOffset: 0, mainLinked: true, ...over,
});

const state = vi.hoisted(() => ({ data: null as Protection | null, calls: [] as { action: string; fn: string; args: unknown[] }[] }));
vi.mock("./hooks/useProtection.js", () => ({ useProtection: () => ({ data: state.data, failed: false, cashier: "0x06", wallet: "0x05", reload: () => undefined }) }));
vi.mock("./hooks/useCashierTx.js", () => ({
  useCashierTx: () => ({
    state: null,
    send: (action: string, call: (c: unknown) => unknown) => {
      call({ getFunction: (fn: string) => (...args: unknown[]) => state.calls.push({ action, fn, args }) });
      return Promise.resolve(true);
    },
  }),
}));

const signedIn = () => testSession({ status: "signedIn", me: testUser() });

describe("/responsible-gaming", () => {
  beforeEach(() => {
    state.calls = [];
    localStorage.clear();
  });

  it("asks a guest to connect", async () => {
    renderPlayer(<ResponsibleGamingPage />);
    expect(await screen.findByText("Connect your wallet to see and set your limits.")).toBeTruthy();
  });

  it("lists each limit with what its window has used, a window ahead counting as nothing used", async () => {
    state.data = protection();
    renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    const daily = await screen.findByTestId("rg-row-dailyLoss");
    expect(daily.textContent).toContain("100 SUSD");
    expect(daily.textContent).toContain("40 SUSD");
    expect(screen.getByTestId("rg-row-weeklyLoss").textContent).toContain("No limit0 SUSD");
  });

  it("sends the new limits from the game wallet, and cancels a pending change", async () => {
    state.data = protection({ pending: { ...NO_LIMITS, dailyLoss: 150_000_000n }, pendingAt: NOW + 86_400 });
    renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    fireEvent.change(await screen.findByRole("textbox", { name: /Single bet/ }), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Save limits" }));
    expect(state.calls[0]).toEqual({ action: "limits", fn: "setLimits", args: [[10_000_000n, 100_000_000n, 0n, 0n, 0]] });
    fireEvent.click(screen.getByRole("button", { name: "Cancel this change" }));
    expect(state.calls[1]).toEqual({ action: "cancel", fn: "cancelPendingLimits", args: [] });
  });

  it("offers to link the main wallet until it plays on the game wallet's account: the main wallet signs, the game wallet sends", async () => {
    state.data = protection({ mainLinked: false });
    const signMessage = vi.fn(async (text: string) => `signed:${text}`);
    const me = testUser();
    renderPlayer(<ResponsibleGamingPage />, { session: testSession({ status: "signedIn", me, signer: async () => ({ signMessage }) as never }) });
    fireEvent.click(await screen.findByRole("button", { name: "Link my main wallet" }));
    await vi.waitFor(() => expect(state.calls.map((c) => c.fn)).toEqual(["joinMessage", "linkWallet"]));
    expect(state.calls[0]!.args.slice(0, 2)).toEqual([me.address, "0x05"]);
    expect(signMessage).toHaveBeenCalledOnce();
    expect(state.calls[1]!.args[0]).toBe(me.address);
  });

  it("shows no link offer once the main wallet is linked", async () => {
    state.data = protection({ mainLinked: true });
    renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    await screen.findByTestId("rg-row-dailyLoss");
    expect(screen.queryByTestId("rg-link")).toBeNull();
  });

  it("offers to resume after a self-exclusion has ended, then shows when play resumes", async () => {
    state.data = protection({ excluded: true, blockedUntil: NOW - 60 });
    const view = renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    fireEvent.click(await screen.findByRole("button", { name: "Ask to resume play" }));
    expect(state.calls[0]).toEqual({ action: "resume", fn: "requestResume", args: [] });
    view.unmount();
    state.data = protection({ excluded: true, blockedUntil: NOW - 60, resumeAt: NOW + 86_000 });
    renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    expect((await screen.findByTestId("rg-resume")).textContent).toMatch(/^Resume playPlay resumes on /);
  });

  it("keeps the reality-check interval for this player in this browser", async () => {
    state.data = protection();
    renderPlayer(<ResponsibleGamingPage />, { session: signedIn() });
    fireEvent.change(await screen.findByRole("combobox", { name: "Remind me every" }), { target: { value: "30" } });
    expect(localStorage.getItem(`sunrise.realityCheck.${testUser().address}`)).toBe("30");
  });
});
