import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CurrentPopupsDocument, PopupShownDocument, type PopupFieldsFragment } from "../../gql/pages/graphql.js";
import { clearVisitorCookie, readVisitorCookie, VisitorCookie } from "../../shared/storage/visitor-cookies.js";
import { tableControls } from "../../shared/ui/table-controls.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import PopupHost from "./PopupHost.js";
import { popupsToShow } from "./popup-rules.js";

const popup = (id: string, over: Partial<PopupFieldsFragment> = {}): PopupFieldsFragment & { __typename: "Popup" } => ({
  __typename: "Popup", id, type: 1, position: 1, pcImageUrl: `/uploads/${id}-pc`, spImageUrl: `/uploads/${id}-sp`, link: null, displayTimes: 1,
  startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-31T00:00:00.000Z", remaining: null, ...over,
});
const current = (popups: PopupFieldsFragment[]) => always({ request: { query: CurrentPopupsDocument }, result: { data: { popups } } });

describe("popup display rules", () => {
  it("show immediate popups first, after-connect ones only to a signed-in player, each while some showings remain", () => {
    const list = [popup("after", { type: 2, remaining: 1 }), popup("now", { remaining: 2 }), popup("spent", { remaining: 0 }), popup("thrice", { displayTimes: 3 })];
    const none = new Set<string>();
    expect(popupsToShow(list, { signedIn: true, guestViews: {}, shown: none }).map((p) => p.id)).toEqual(["now", "after"]);
    // A guest: no after-connect popups, counted by this browser.
    expect(popupsToShow(list, { signedIn: false, guestViews: { now: 1, spent: 1, thrice: 2 }, shown: none }).map((p) => p.id)).toEqual(["thrice"]);
    expect(popupsToShow(list, { signedIn: false, guestViews: { thrice: 3 }, shown: new Set(["now"]) }).map((p) => p.id)).toEqual(["spent"]);
  });
});

describe("PopupHost", () => {
  beforeEach(() => clearVisitorCookie(VisitorCookie.popupViews));
  afterEach(() => clearVisitorCookie(VisitorCookie.popupViews));

  it("waits while a table takes bets, then shows (and counts) the popup once the window closes", async () => {
    const release = tableControls.hold();
    try {
      renderPlayer(<PopupHost />, { mocks: [current([popup("p1")])] });
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.queryByTestId("popup")).toBeNull();
      expect(readVisitorCookie(VisitorCookie.popupViews)).toBeNull();
    } finally {
      act(() => release());
    }
    expect((await screen.findByTestId("popup")).dataset.popup).toBe("p1");
    expect(JSON.parse(readVisitorCookie(VisitorCookie.popupViews)!)).toEqual({ p1: 1 });
  });

  it("shows a guest a popup with displayTimes 1 once, and never again after a reload", async () => {
    renderPlayer(<PopupHost />, { mocks: [current([popup("p1")])] });
    const shown = await screen.findByTestId("popup");
    expect(shown.dataset.popup).toBe("p1");
    expect(JSON.parse(readVisitorCookie(VisitorCookie.popupViews)!)).toEqual({ p1: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("popup")).toBeNull();
    cleanup();
    // The page loads again: the server still lists it, the browser has shown it once.
    renderPlayer(<PopupHost />, { mocks: [current([popup("p1")])] });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId("popup")).toBeNull();
  });

  it("counts a player's showing on the server, one popup at a time, the after-connect one too", async () => {
    const counted = vi.fn((v: { id: string }) => ({ data: { popupShown: popup(v.id, { remaining: 0 }) } }));
    const player = testSession({ status: "signedIn", me: testUser() });
    renderPlayer(<PopupHost />, {
      session: player,
      mocks: [current([popup("now", { remaining: 1, position: 2 }), popup("after", { type: 2, remaining: 1, link: "/bonus" })]), always({ request: { query: PopupShownDocument, variables: () => true }, result: counted })],
      routes: [{ path: "/bonus", element: <p>bonus page</p> }],
    });
    const first = await screen.findByTestId("popup");
    expect(first.dataset.popup).toBe("now");
    expect(first.className).toContain("popup--bottom");
    await waitFor(() => expect(counted).toHaveBeenCalledWith({ id: "now" }));
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    const second = await screen.findByTestId("popup");
    expect(second.dataset.popup).toBe("after");
    expect(second.className).toContain("popup--center");
    await waitFor(() => expect(counted).toHaveBeenCalledWith({ id: "after" }));
    // Its picture opens its internal link.
    await userEvent.click(screen.getByRole("img", { name: "Announcement" }));
    expect(await screen.findByText("bonus page")).toBeTruthy();
    expect(readVisitorCookie(VisitorCookie.popupViews)).toBeNull();
  });

  it("offers the phone (SP) picture below 768 px and the PC picture above", async () => {
    renderPlayer(<PopupHost />, { mocks: [current([popup("p2")])] });
    await screen.findByTestId("popup");
    const source = document.querySelector("picture source")!;
    expect(source.getAttribute("media")).toBe("(max-width: 767px)");
    expect(source.getAttribute("srcset")).toBe("/uploads/p2-sp");
    expect(screen.getByRole("img", { name: "Announcement" }).getAttribute("src")).toBe("/uploads/p2-pc");
  });
});
