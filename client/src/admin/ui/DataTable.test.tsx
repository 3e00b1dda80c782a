import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAdmin } from "../testing/render-admin.js";
import { DataTable, type Column } from "./DataTable.js";
import { CursorPager } from "./CursorPager.js";
import { FilterBar } from "./FilterBar.js";
import { EmptyState } from "./EmptyState.js";
import { useUrlFilters, useCursorPage } from "./url-state.js";

interface Row { id: string; name: string; stake: string }
const rows: Row[] = [
  { id: "a", name: "Carol", stake: "30000000" },
  { id: "b", name: "alice", stake: "1000000000000" },
  { id: "c", name: "Bob", stake: "2000000" },
];
const columns: Column<Row>[] = [
  { key: "name", header: "Name", render: (r) => r.name, sortValue: (r) => r.name },
  { key: "stake", header: "Stake", align: "right", render: (r) => r.stake, sortValue: (r) => BigInt(r.stake) },
  { key: "id", header: "Id", render: (r) => r.id },
];
const names = () => screen.getAllByRole("row").slice(1).map((tr) => within(tr).getAllByRole("cell")[0]!.textContent);

describe("DataTable", () => {
  it("sorts by a column, reverses on a second click, and keeps the sort in the URL", async () => {
    const { search } = renderAdmin(<DataTable caption="people" columns={columns} rows={rows} rowKey={(r) => r.id} empty={null} />);
    expect(names()).toEqual(["Carol", "alice", "Bob"]);
    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(names()).toEqual(["alice", "Bob", "Carol"]);
    expect(search().get("sort")).toBe("name");
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(screen.getByRole("button", { name: /Stake/ }));
    await userEvent.click(screen.getByRole("button", { name: /Stake/ }));
    // Token amounts compare as bigints, not as text ("1000000000000" < "2000000" as strings).
    expect(names()).toEqual(["alice", "Carol", "Bob"]);
    expect(search().get("dir")).toBe("desc");
  });

  it("starts sorted as the URL says", () => {
    renderAdmin(<DataTable caption="people" columns={columns} rows={rows} rowKey={(r) => r.id} empty={null} />, { url: "/?sort=stake&dir=asc" });
    expect(names()).toEqual(["Bob", "Carol", "alice"]);
  });

  it("shows the empty state instead of an empty table", () => {
    renderAdmin(<DataTable caption="people" columns={columns} rows={[]} rowKey={(r) => r.id} empty={<EmptyState title="Nobody yet" hint="Add someone." />} />);
    expect(screen.getByTestId("empty-state").textContent).toContain("Add someone.");
    expect(screen.queryByRole("table")).toBeNull();
  });
});

/** A list page in miniature: what it would query with, and its pager. */
function Probe({ hasNext, end }: { hasNext: boolean; end: string }) {
  const page = useCursorPage();
  const [filters, setFilters] = useUrlFilters(["search", "state"] as const);
  return (
    <>
      <output data-testid="query">{JSON.stringify({ after: page.after, ...filters })}</output>
      <FilterBar fields={[{ key: "search", label: "Search", type: "text" }, { key: "state", label: "State", type: "select", options: [{ value: "", label: "Any" }, { value: "failed", label: "Failed" }] }]} values={filters} onApply={setFilters} />
      <CursorPager hasNextPage={hasNext} endCursor={end} shown={20} />
    </>
  );
}
const query = () => JSON.parse(screen.getByTestId("query").textContent!) as Record<string, string | null>;

describe("cursor paging and URL filters", () => {
  it("pages forward by cursor and back through the cursors it came by", async () => {
    renderAdmin(<Probe hasNext end="c1" />);
    expect(query().after).toBeNull();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(query().after).toBe("c1");
    expect(screen.getByText(/Page 2/)).toBeTruthy();
  });

  it("walks three pages and back", async () => {
    renderAdmin(<Pages />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(query().after).toBe("cursor-2");
    expect(screen.getByText(/Page 3/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(query().after).toBe("cursor-1");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(query().after).toBeNull();
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
  });

  it("applies filters to the URL on submit and returns to the first page", async () => {
    const { search } = renderAdmin(<Probe hasNext end="c1" />, { url: "/?after=c0" });
    await userEvent.type(screen.getByLabelText("Search"), "0xabc");
    expect(query().search).toBe("");
    await userEvent.selectOptions(screen.getByLabelText("State"), "failed");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(query()).toEqual({ after: null, search: "0xabc", state: "failed" });
    expect(search().get("search")).toBe("0xabc");
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(query()).toEqual({ after: null, search: "", state: "" });
  });
});

/** Three pages whose end cursor names the page. */
function Pages() {
  const page = useCursorPage();
  const n = page.after ? Number(page.after.split("-")[1]) : 0;
  return (
    <>
      <output data-testid="query">{JSON.stringify({ after: page.after })}</output>
      <CursorPager hasNextPage={n < 2} endCursor={`cursor-${n + 1}`} shown={20} />
    </>
  );
}
