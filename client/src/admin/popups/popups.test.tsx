import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminPopupDocument, AdminPopupsDocument, CreatePopupDocument, UpdatePopupDocument, type AdminPopupFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { PopupsListPage } from "./PopupsListPage.js";
import { PopupEditPage, PopupNewPage } from "./PopupEditPage.js";

const image = (id: string, width = 800, height = 600) => typed("UploadedImage", { id, url: `/uploads/${id}`, contentType: "image/png", width, height, byteSize: 90_000 });
const popup = (over: Partial<AdminPopupFieldsFragment> = {}): AdminPopupFieldsFragment =>
  typed("AdminPopup", {
    id: "p1", title: "Welcome", type: 1, display: true, startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-31T00:00:00.000Z", displayTimes: 1, position: 1,
    pcImage: image("pc1"), spImage: null, link: "/bonus", live: true, viewers: 12, createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z", ...over,
  } satisfies AdminPopupFieldsFragment);
const png = (name = "welcome.png", size = 90_000) => new File([new Uint8Array(size)], name, { type: "image/png" });

describe("back office popups", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists popups with whether they show now and how many players saw them", async () => {
    renderAdmin(<PopupsListPage />, { path: "/admin/popup", mocks: [{ request: { query: AdminPopupsDocument }, result: { data: { adminPopups: [popup(), popup({ id: "p2", title: "Old promo", live: false, display: false, type: 2, position: 2, viewers: 0 })] } } }] });
    const live = (await screen.findByRole("link", { name: "Welcome" })).closest("tr")!;
    expect(within(live).getByText("Showing now")).toBeTruthy();
    expect(within(live).getByText("12")).toBeTruthy();
    const old = screen.getByRole("link", { name: "Old promo" }).closest("tr")!;
    expect(within(old).getByText("Hidden")).toBeTruthy();
    expect(within(old).getByText("2 · After connect")).toBeTruthy();
    expect(within(old).getByText("2 · Bottom center")).toBeTruthy();
  });

  it("uploads the PC picture and creates the popup; an end before its start is refused inline", async () => {
    const upload = vi.fn(async () => new Response(JSON.stringify({ id: "up1", url: "/uploads/up1", contentType: "image/png", width: 800, height: 600, byteSize: 90_000 }), { status: 201 }));
    vi.stubGlobal("fetch", upload);
    const created = vi.fn(() => ({ data: { createPopup: popup({ id: "p9" }) } }));
    renderAdmin(<PopupNewPage />, {
      path: "/admin/popup/new",
      routes: [{ path: "/admin/popup", element: <p>popups</p> }],
      mocks: [{
        request: { query: CreatePopupDocument, variables: { input: { title: "Holiday", type: 2, display: true, startDate: "2026-12-20T00:00:00.000Z", endDate: "2026-12-27T00:00:00.000Z", displayTimes: 3, position: 2, pcImageId: "up1", spImageId: null, link: "/bonus" } } },
        result: created,
      }],
    });
    await userEvent.type(screen.getByLabelText(/Name/), "Holiday");
    await userEvent.selectOptions(screen.getByLabelText(/Type/), "2");
    await userEvent.selectOptions(screen.getByLabelText(/Position/), "2");
    const start = screen.getByLabelText(/Start/);
    const end = screen.getByLabelText(/End/);
    const [startTime, endTime] = screen.getAllByLabelText("Time (24 h)");
    await userEvent.clear(start);
    await userEvent.type(start, "12/20/2026");
    await userEvent.clear(startTime!);
    await userEvent.type(startTime!, "00:00");
    await userEvent.clear(end);
    await userEvent.type(end, "12/19/2026");
    await userEvent.clear(endTime!);
    await userEvent.type(endTime!, "0:00");
    await userEvent.clear(screen.getByLabelText(/Display times/));
    await userEvent.type(screen.getByLabelText(/Display times/), "3");
    await userEvent.type(screen.getByLabelText(/Internal link/), "/bonus");
    await userEvent.click(screen.getByLabelText(/Display \(shown/));
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("The end must come after the start")).toBeTruthy();
    expect(screen.getByText("Choose the PC picture")).toBeTruthy();
    await userEvent.clear(end);
    await userEvent.type(end, "12/27/2026");
    const pc = within(screen.getByRole("group", { name: /PC picture/ }));
    await userEvent.upload(pc.getByTestId("image-file"), png());
    await waitFor(() => expect(pc.getByTestId("image-size").textContent).toBe("800 × 600 px"));
    expect((upload.mock.calls[0] as unknown as [string])[0]).toContain("/api/v1/uploads?purpose=content");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it("refuses a picture over 1 MB before uploading it", async () => {
    const upload = vi.fn();
    vi.stubGlobal("fetch", upload);
    renderAdmin(<PopupNewPage />, { path: "/admin/popup/new" });
    const pc = within(screen.getByRole("group", { name: /PC picture/ }));
    await userEvent.upload(pc.getByTestId("image-file"), png("huge.png", 1024 * 1024 + 1));
    expect(pc.getByTestId("image-refused").textContent).toBe("The picture must be under 1 MB. Choose a smaller one.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("saves a popup's new dates and removes its SP picture", async () => {
    const save = vi.fn(() => ({ data: { updatePopup: popup({ displayTimes: 2 }) } }));
    renderAdmin(<PopupEditPage />, {
      path: "/admin/popup/:id",
      url: "/admin/popup/p1",
      mocks: [
        { request: { query: AdminPopupDocument, variables: { id: "p1" } }, result: { data: { adminPopup: popup({ spImage: image("sp1", 400, 700) }) } }, maxUsageCount: Infinity },
        { request: { query: UpdatePopupDocument, variables: { id: "p1", input: { title: "Welcome", type: 1, display: true, startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-31T00:00:00.000Z", displayTimes: 2, position: 1, pcImageId: "pc1", spImageId: "", link: "/bonus" } } }, result: save },
      ],
    });
    const times = await screen.findByLabelText(/Display times/);
    await userEvent.clear(times);
    await userEvent.type(times, "2");
    await userEvent.click(within(screen.getByRole("group", { name: /SP picture/ })).getByRole("button", { name: "Remove" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});
