import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminAreaDocument, AdminAreasDocument, DeleteAreaDocument, UpdateAreaDocument, type AdminAreaFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { gqlError, typed } from "../testing/graphql-errors.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { AreasListPage } from "./AreasListPage.js";
import { AreaEditPage } from "./AreaEditPage.js";

const area = (over: Partial<AdminAreaFieldsFragment>): AdminAreaFieldsFragment =>
  typed("AdminArea", { id: "main-hall", name: "Main hall", nameJa: null, enable: true, startUTCHour: 0, endUTCHour: 0, isOpen: true, opensAt: null, tableCount: 3, ...over } satisfies AdminAreaFieldsFragment);
const list = { request: { query: AdminAreasDocument }, result: { data: { adminAreas: [area({}), area({ id: "night", name: "Night lounge", startUTCHour: 22, endUTCHour: 4, isOpen: false, opensAt: "2026-11-23T22:00:00.000Z", tableCount: 0 })] } }, maxUsageCount: Infinity };

describe("area config", () => {
  it("lists areas with their hours and whether they are open now", async () => {
    renderAdmin(<AreasListPage />, { path: "/admin/areas", mocks: [list] });
    const night = (await screen.findByRole("link", { name: "Night lounge" })).closest("tr")!;
    expect(within(night).getByText("22:00–04:00")).toBeTruthy();
    expect(within(night).getByText("Closed")).toBeTruthy();
    const main = screen.getByRole("link", { name: "Main hall" }).closest("tr")!;
    expect(within(main).getByText("Open all day")).toBeTruthy();
    // An area with tables cannot be deleted.
    expect(within(main).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", true);
  });

  it("deletes an empty area after confirmation and shows a refusal in the dialog", async () => {
    const refused = { request: { query: DeleteAreaDocument, variables: { id: "night" } }, result: { errors: [gqlError("CONFLICT", "Tables stand in this area")] } };
    renderAdmin(<AreasListPage />, { path: "/admin/areas", mocks: [list, refused] });
    const night = (await screen.findByRole("link", { name: "Night lounge" })).closest("tr")!;
    await userEvent.click(within(night).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Night lounge?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Tables stand in this area");
  });

  it("saves new hours and says the dealer follows them", async () => {
    const one = { request: { query: AdminAreaDocument, variables: { id: "main-hall" } }, result: { data: { adminArea: area({}) } }, maxUsageCount: Infinity };
    const save = { request: { query: UpdateAreaDocument, variables: { id: "main-hall", input: { name: "Main hall", nameJa: "メインホール", enable: false, startUTCHour: 9, endUTCHour: 17 } } }, result: { data: { updateArea: area({ nameJa: "メインホール", enable: false, startUTCHour: 9, endUTCHour: 17, isOpen: false }) } } };
    renderAdmin(<AreaEditPage />, { path: "/admin/areas/:id", url: "/admin/areas/main-hall", mocks: [one, save, list] });
    await userEvent.type(await screen.findByLabelText(/Name in Japanese/), "メインホール");
    await userEvent.selectOptions(screen.getByLabelText(/Opens at/), "9");
    await userEvent.selectOptions(screen.getByLabelText(/Closes at/), "17");
    expect(screen.getByTestId("hours-summary").textContent).toBe("Open 09:00–17:00 UTC, every day");
    await userEvent.click(screen.getByLabelText(/Enabled/));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved; the dealer follows the new settings now")).toBeTruthy();
  });

  it("shows a SUPPORT account the area read-only", async () => {
    const one = { request: { query: AdminAreaDocument, variables: { id: "main-hall" } }, result: { data: { adminArea: area({}) } } };
    renderAdmin(<AreaEditPage />, { path: "/admin/areas/:id", url: "/admin/areas/main-hall", mocks: [one], granted: ROLE_PERMISSIONS.SUPPORT });
    const names = await screen.findAllByLabelText(/Name/);
    expect(names.map((n) => n.matches(":disabled"))).toEqual([true, true]);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
