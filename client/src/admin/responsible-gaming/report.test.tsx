import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResponsibleGamingReportDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { RulesReportPage } from "./RulesReportPage.js";

const week = (weekStart: string, timeOuts: number, staffTimeOuts: number, selfExclusions: number, limitHits = 0) =>
  typed("ResponsibleGamingWeek", { id: weekStart.slice(0, 10), weekStart, timeOuts, staffTimeOuts, selfExclusions, limitHits });
const report = (weeks: number, rows: ReturnType<typeof week>[]) => ({ request: { query: ResponsibleGamingReportDocument, variables: { weeks } }, result: { data: { responsibleGamingReport: rows } } });
const PATH = "/admin/responsible-gaming";

describe("responsible-gaming report", () => {
  it("lists each week from Monday with its time-outs, staff time-outs, self-exclusions and limit hits, and the totals", async () => {
    const rows = [week("2026-11-23T00:00:00.000Z", 5, 2, 1, 4), week("2026-11-16T00:00:00.000Z", 3, 0, 2, 6)];
    renderAdmin(<RulesReportPage />, { path: PATH, mocks: [report(12, rows)] });
    const latest = (await screen.findByText("2026-11-23 – 2026-11-29")).closest("tr")!;
    expect(within(latest).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2026-11-23 – 2026-11-29", "5", "2", "1", "4"]);
    const totals = screen.getByTestId("report-totals");
    expect(within(totals).getAllByText("over 12 weeks")).toHaveLength(4);
    expect([...totals.querySelectorAll(".adm-kpi__value")].map((v) => v.textContent)).toEqual(["8", "2", "3", "10"]);
  });

  it("asks for more weeks when chosen and keeps the choice in the URL", async () => {
    const { search } = renderAdmin(<RulesReportPage />, { path: PATH, mocks: [report(12, []), report(52, [week("2025-12-01T00:00:00.000Z", 1, 1, 0)])] });
    expect(await screen.findByText("No weeks to show")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Show"), "52");
    expect(await screen.findByText("2025-12-01 – 2025-12-07")).toBeTruthy();
    expect(search().get("weeks")).toBe("52");
  });

  it("is open to every staff type (all read members)", async () => {
    renderAdmin(<RulesReportPage />, { path: PATH, mocks: [report(12, [])], granted: ROLE_PERMISSIONS.MEMBER });
    expect(await screen.findByText("No weeks to show")).toBeTruthy();
  });
});
