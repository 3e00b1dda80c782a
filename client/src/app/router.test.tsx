import { describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ja } from "../shared/i18n/ja.js";
import { maintenanceStore } from "../shared/ui/maintenance.js";
import { notificationStore } from "../shared/ui/notifications.js";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { MockedProvider } from "@apollo/client/testing/react";
import { renderWithIntl } from "../testing/render.js";
import { SessionFixture, testSession, testUser } from "../testing/session.js";
import type { Session } from "../shared/session/SessionProvider.js";
import { BalancesDocument } from "../gql/graphql.js";
import { routes } from "./router.js";
import { paths } from "./paths.js";

const balances = {
  request: { query: BalancesDocument },
  result: { data: { balances: { __typename: "Balances" as const, id: "b", susd: "0", g1Susd: "0", bsusd: "0", total: "0" } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Pages other than the lobby load their code on first visit: give a busy machine time. */
const LAZY_MS = 5000;

function visit(path: string, session: Session = testSession()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithIntl(
    <MockedProvider mocks={[balances]}>
      <SessionFixture session={session}>
        <RouterProvider router={router} />
      </SessionFixture>
    </MockedProvider>,
  );
  return router;
}

describe("routes", () => {
  it("declares every SPEC §2 player path and sends unknown paths home", () => {
    const player = routes[0]!.children!.map((r) => r.path);
    for (const p of [paths.home, paths.disconnect, paths.game(), paths.messages, paths.message(), paths.myPage, paths.bridge, paths.reward, paths.favorite, paths.ranking, paths.bonus, paths.notFound]) {
      expect(player).toContain(p);
    }
    expect(routes.at(-1)!.path).toBe("*");
  });

  it("declares every SPEC §2 admin path under the admin layout", () => {
    const admin = routes[1]!.children!.map((r) => r.path);
    expect(admin).toEqual(expect.arrayContaining(Object.values(paths.admin)));
    expect(admin).toHaveLength(Object.values(paths.admin).length);
  });

  it("redirects an unknown path to the lobby", async () => {
    const router = visit("/no/such/page");
    expect(await screen.findByText("Live casino, provably fair")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("names a visitor who is not signed in Guest and gives no way to the back office", async () => {
    visit(paths.home);
    expect((await screen.findByTestId("account-name")).textContent).toBe("Guest");
    expect(screen.queryByRole("link", { name: /Back office/ })).toBeNull();
  });

  it("gives staff, and only staff, a way to the back office in the player menu", async () => {
    visit(paths.home, testSession({ status: "signedIn", me: testUser({ userType: "SUPPORT", isAdmin: true }) }));
    expect((await screen.findByRole("link", { name: /Back office/ })).getAttribute("href")).toBe("/admin");
    cleanup();
    visit(paths.home, testSession({ status: "signedIn", me: testUser({ userType: "NORMAL" }) }));
    await screen.findByText("Live casino, provably fair");
    expect(screen.queryByRole("link", { name: /Back office/ })).toBeNull();
  });

  it("tells a visitor whose referral link has a code the rule refuses which characters a code takes", async () => {
    visit("/?ref=bad!code");
    await screen.findByText("Live casino, provably fair");
    const texts = () => notificationStore.get().map((n) => n.text);
    await waitFor(() => expect(texts()).toContain("This referral code was not applied: a code is 6 to 20 characters, each a letter (A–Z, a–z), a digit (0–9), a hyphen (-) or an underscore (_)."));
    cleanup();
    notificationStore.get().forEach((n) => notificationStore.dismiss(n.id));
    visit("/?ref=FRIEND7");
    await screen.findByText("Live casino, provably fair");
    expect(notificationStore.get()).toHaveLength(0);
  });

  it("shows players the maintenance notice while the gateway says so, staff the site with a note", async () => {
    maintenanceStore.observe(new Response(null, { headers: { "x-maintenance": "on" } }));
    try {
      visit(paths.home);
      expect((await screen.findByTestId("maintenance")).textContent).toContain("This page is currently under maintenance. Please check back later.");
      expect(screen.queryByText("Live casino, provably fair")).toBeNull();
      cleanup();
      visit(paths.home, testSession({ status: "signedIn", me: testUser({ userType: "ADMIN", isAdmin: true }) }));
      expect(await screen.findByText("Live casino, provably fair")).toBeTruthy();
      expect(screen.getByText("Players see the maintenance notice instead of the site.")).toBeTruthy();
      cleanup();
      render(
        <IntlProvider locale="ja" messages={ja}>
          <MockedProvider mocks={[balances]}>
            <SessionFixture session={testSession()}><RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/ranking"] })} /></SessionFixture>
          </MockedProvider>
        </IntlProvider>,
      );
      expect((await screen.findByTestId("maintenance")).textContent).toContain("このページは現在メンテナンス中です。しばらくしてから再度お試しください。");
    } finally {
      maintenanceStore.observe(new Response(null));
    }
    cleanup();
    visit(paths.home);
    expect(await screen.findByText("Live casino, provably fair")).toBeTruthy();
    expect(screen.queryByTestId("maintenance")).toBeNull();
  });

  it("says a banned player is banned, not that the casino server cannot be reached", async () => {
    visit(paths.home, testSession({ banned: true, gatewayDown: true }));
    expect((await screen.findByTestId("banned")).textContent).toBe("You're banned!!!");
    expect(screen.queryByText("The casino server cannot be reached. Please check back later.")).toBeNull();
  });

  it("shows the 404 page on /404", async () => {
    visit(paths.notFound);
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("asks a guest and a player who is not an admin for a staff sign-in on admin pages, showing none of them", async () => {
    const guest = visit("/admin/games");
    expect(await screen.findByText(/The back office needs a staff sign-in/)).toBeTruthy();
    expect(guest.state.location.pathname).toBe("/admin/games");
    expect(screen.queryByTestId("admin-menu")).toBeNull();
    cleanup();
    visit("/admin/games", testSession({ status: "signedIn", me: testUser({ isAdmin: false }) }));
    expect(await screen.findByText(/This account is not a staff account/)).toBeTruthy();
    expect(screen.queryByTestId("admin-menu")).toBeNull();
  });

  it("opens admin pages for an admin, with the admin menu", async () => {
    const router = visit("/admin/jackpot", testSession({ status: "signedIn", me: testUser({ isAdmin: true, userType: "ADMIN" }) }));
    expect(await screen.findByRole("heading", { name: "Jackpot" }, { timeout: LAZY_MS })).toBeTruthy();
    expect(screen.getByText("Membership Management")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/jackpot");
  });

  it("loads a back-office screen's own code for staff", async () => {
    visit("/admin/games", testSession({ status: "signedIn", me: testUser({ isAdmin: true, userType: "MEMBER" }) }));
    expect(await screen.findByRole("heading", { name: "Game Config" }, { timeout: LAZY_MS })).toBeTruthy();
    expect(screen.queryByText("Administrator Management")).toBeNull();
  });

  it("tells a guest on the bridge page to connect instead of showing balances", async () => {
    visit(paths.bridge);
    expect(await screen.findByText("Connect your wallet to bridge SUSD.", {}, { timeout: LAZY_MS })).toBeTruthy();
    expect(screen.queryByTestId("balance-susd")).toBeNull();
  });
});
