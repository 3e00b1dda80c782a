import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CreateAffiliateCodeDocument, MyAffiliateDocument, type AffiliateFieldsFragment } from "../../gql/pages/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import { AffiliatePage } from "./AffiliatePage.js";

const account = (over: Partial<AffiliateFieldsFragment> = {}) => ({
  __typename: "Affiliate" as const, id: "affiliate:0x70", address: "0x70", rateBps: 1000, suspended: false, earnings: "270270", withdrawn: "0", inFlight: "0", available: "270270",
  codes: [{ __typename: "AffiliateCode", id: "friend01", code: "Friend01", createdAt: "2026-11-20T00:00:00.000Z", referrals: 1 }],
  referrals: [{
    __typename: "AffiliateReferral", id: "0x3c44", maskedAddress: "0x3c44…93bc", code: "Friend01", registeredAt: "2026-11-20T00:00:00.000Z", wagered: "100000000", commission: "270270",
    days: [{ __typename: "AffiliateDay", id: "0x3c44:2026-11-21", day: "2026-11-21", bets: 4, wagered: "100000000", commission: "270270" }],
  }],
  today: { __typename: "AffiliateToday", id: "today", day: "2026-11-22", bets: 2, wagered: "20000000", commission: "54054", publishesAt: "2026-11-23T00:30:00.000Z" },
  days: [{ __typename: "AffiliateDay", id: "all:2026-11-21", day: "2026-11-21", bets: 4, wagered: "100000000", commission: "270270" }],
  withdrawals: [],
  ...over,
});
const signedIn = testSession({ status: "signedIn", me: testUser() });
const mine = (data: object | null) => always({ request: { query: MyAffiliateDocument }, result: { data: { myAffiliate: data } } });

describe("/affiliate", () => {
  it("shows codes with their links, today's running figure with when it is published, earnings and referrals by day", async () => {
    renderPlayer(<AffiliatePage />, { session: signedIn, path: "/affiliate", mocks: [mine(account())] });
    expect((await screen.findByTestId("affiliate-link")).textContent).toBe(`${window.location.origin}/?ref=Friend01`);
    const today = screen.getByTestId("affiliate-today");
    expect(today.textContent).toContain("0.054054 SUSD");
    expect(today.textContent).toContain("2 settled bets · 20 SUSD wagered");
    expect(today.textContent).toMatch(/Published on .*12:30 AM UTC/);
    expect(screen.getByTestId("affiliate-available").textContent).toBe("0.27027");
    const referral = screen.getByTestId("affiliate-referral");
    expect(referral.textContent).toContain("0x3c44…93bc");
    await userEvent.click(within(referral).getByRole("button", { name: "By day" }));
    expect(screen.getByText("2026-11-21", { selector: ".affiliate-day-row td" })).toBeTruthy();
    expect((screen.getByTestId("affiliate-withdraw") as HTMLButtonElement).disabled).toBe(false);
  });

  it("refuses a code outside 6–20 letters or digits before asking, and shows the server's 'This code is already exist'", async () => {
    const taken = { request: { query: CreateAffiliateCodeDocument, variables: { code: "Taken123" } }, result: { errors: [new GraphQLError("This code is already exist", { extensions: { code: "CONFLICT" } })] } };
    renderPlayer(<AffiliatePage />, { session: signedIn, path: "/affiliate", mocks: [mine(account()), taken] });
    await userEvent.type(await screen.findByTestId("affiliate-code-input"), "ab-1");
    await userEvent.click(screen.getByTestId("affiliate-code-create"));
    expect(screen.getByTestId("affiliate-code-error").textContent).toBe("New affiliate code must be 6 to 20 letters or digits.");
    await userEvent.clear(screen.getByTestId("affiliate-code-input"));
    await userEvent.type(screen.getByTestId("affiliate-code-input"), "Taken123");
    await userEvent.click(screen.getByTestId("affiliate-code-create"));
    await waitFor(() => expect(screen.getByTestId("affiliate-code-error").textContent).toContain("This code is already exist"));
  });

  it("offers to join when the player is not an affiliate, and no withdrawal with nothing available", async () => {
    renderPlayer(<AffiliatePage />, { session: signedIn, path: "/affiliate", mocks: [mine(null)] });
    expect((await screen.findByTestId("affiliate-join")).textContent).toContain("Become an affiliate");
  });

  it("keeps the withdraw button off when nothing published is left", async () => {
    renderPlayer(<AffiliatePage />, { session: signedIn, path: "/affiliate", mocks: [mine(account({ available: "0", withdrawn: "270270" }))] });
    expect(((await screen.findByTestId("affiliate-withdraw")) as HTMLButtonElement).disabled).toBe(true);
  });
});
