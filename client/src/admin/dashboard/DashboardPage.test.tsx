import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminStatsDocument, DashboardGroupNamesDocument, type AdminStatsQuery } from "../../gql/admin/graphql.js";
import type { MockLink } from "@apollo/client/testing";
import { renderAdmin } from "../testing/render-admin.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { DashboardPage } from "./DashboardPage.js";

beforeAll(() => {
  // Charts measure their box; jsdom has no layout.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});

type Row = AdminStatsQuery["stats"][number];
const row = (bucket: string, over: Partial<Row> = {}): Row => ({ bucket, gameType: null, tableId: null, areaId: null, activePlayers: 0, newPlayers: 0, bets: 0, wagered: "0", paidOut: "0", revenue: "0", bridgeIn: null, bridgeOut: null, ...over });
const mock = (input: object, stats: Row[]) => ({ request: { query: AdminStatsDocument, variables: { input } }, result: { data: { stats } }, maxUsageCount: Number.POSITIVE_INFINITY });

const days = [
  row("2026-11-01T00:00:00.000Z", { activePlayers: 4, newPlayers: 4, bets: 10, wagered: "100000000", paidOut: "90000000", revenue: "10000000", bridgeIn: "250000000", bridgeOut: "0" }),
  row("2026-11-02T00:00:00.000Z", { activePlayers: 6, newPlayers: 2, bets: 5, wagered: "50500000", paidOut: "80000000", revenue: "-29500000", bridgeIn: "1000000", bridgeOut: "12345678" }),
];
const mocks: MockLink.MockedResponse[] = [
  mock({ from: "2026-11-01T00:00:00.000Z", to: "2026-11-03T00:00:00.000Z", granularity: "DAY", groupBy: "NONE" }, days),
  mock({ from: "2026-11-01T00:00:00.000Z", to: "2026-11-03T00:00:00.000Z", granularity: "MONTH", groupBy: "NONE" }, [row("2026-11-01T00:00:00.000Z", { activePlayers: 9 })]),
  mock({ from: "2026-11-01T00:00:00.000Z", to: "2026-11-03T00:00:00.000Z", granularity: "DAY", groupBy: "GAME" }, [
    row("2026-11-01T00:00:00.000Z", { gameType: 1, bets: 10, wagered: "100000000", paidOut: "90000000", revenue: "10000000" }),
    row("2026-11-02T00:00:00.000Z", { gameType: 2, bets: 5, wagered: "50500000", paidOut: "80000000", revenue: "-29500000" }),
  ]),
];
mocks.push(mock({ from: "2026-11-01T00:00:00.000Z", to: "2026-11-03T00:00:00.000Z", granularity: "DAY", groupBy: "AREA" }, [row("2026-11-01T00:00:00.000Z", { areaId: "main-hall", bets: 15, wagered: "150500000" })]));
mocks.push({ request: { query: DashboardGroupNamesDocument }, result: { data: { adminAreas: [{ __typename: "AdminArea", id: "main-hall", name: "Main hall" }], adminTables: [] } }, maxUsageCount: Number.POSITIVE_INFINITY });
const url = "/admin?from=2026-11-01&to=2026-11-02&by=DAY&group=NONE";

describe("dashboard", () => {
  it("shows DAU, MAU and the range's exact totals from stats", async () => {
    renderAdmin(<DashboardPage />, { path: "/admin", url, mocks });
    expect(await screen.findByText("150.5")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-dau")).findByText("6")).toBeTruthy();
    expect(screen.getByTestId("kpi-dau").textContent).toContain("average 5");
    expect(await within(screen.getByTestId("kpi-mau")).findByText("9")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-bets")).findByText("15")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-paid")).findByText("170")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-revenue")).findByText("-19.5")).toBeTruthy();
    expect(screen.getByTestId("kpi-revenue").querySelector(".is-negative")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-new")).findByText("6")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-bridge-in")).findByText("251")).toBeTruthy();
    expect(await within(screen.getByTestId("kpi-bridge-out")).findByText("12.34")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("averages DAU over every day of the range, days without a row counting as none", async () => {
    const week = { from: "2026-11-01T00:00:00.000Z", to: "2026-11-05T00:00:00.000Z" };
    const quiet = [mock({ ...week, granularity: "DAY", groupBy: "NONE" }, [row("2026-11-04T00:00:00.000Z", { activePlayers: 2 })]), mock({ ...week, granularity: "MONTH", groupBy: "NONE" }, [])];
    renderAdmin(<DashboardPage />, { path: "/admin", url: "/admin?from=2026-11-01&to=2026-11-04&by=DAY&group=NONE", mocks: quiet });
    expect(await within(screen.getByTestId("kpi-dau")).findByText("2")).toBeTruthy();
    expect(screen.getByTestId("kpi-dau").textContent).toContain("average 0.5");
  });

  it("refuses an inverted range with a message instead of quietly showing another one", async () => {
    renderAdmin(<DashboardPage />, { path: "/admin", url: "/admin?from=2026-11-05&to=2026-11-02&by=DAY&group=NONE", mocks });
    expect((await screen.findByRole("alert")).textContent).toContain("The start date is after the end date");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("11/05/2026");
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
  });

  it("splits the range by game when asked, keeping the choice in the URL", async () => {
    const { search } = renderAdmin(<DashboardPage />, { path: "/admin", url, mocks });
    await screen.findByText("150.5");
    await userEvent.click(within(screen.getByRole("group", { name: "Split by" })).getByRole("button", { name: "Game" }));
    expect(await screen.findByRole("cell", { name: "Roulette" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Baccarat" })).toBeTruthy();
    expect(search().get("group")).toBe("GAME");
    await userEvent.click(within(screen.getByRole("group", { name: "Split by" })).getByRole("button", { name: "Area" }));
    expect(await screen.findByRole("cell", { name: "Main hall" })).toBeTruthy();
  });

  it("is closed to a role without dashboard.read", () => {
    renderAdmin(<DashboardPage />, { path: "/admin", url, mocks, granted: ROLE_PERMISSIONS.SUPPORT.filter((p) => p !== "dashboard.read") });
    expect(screen.getByText("Your role cannot open this page")).toBeTruthy();
  });
});
