import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { AdminBannersDocument, CreateBannerDocument, type AdminBannerFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { BannersListPage } from "./BannersListPage.js";
import { BannerNewPage } from "./BannerEditPage.js";
import { fitsRatio, validateBanner, emptyBanner } from "./banner-form.js";

// jsdom cannot lay out or decode pictures: this stand-in reports the crop area as react-easy-crop does, and shows the frame's ratio.
vi.mock("react-easy-crop", () => ({
  default: function FakeCropper(props: { aspect: number; onCropComplete: (a: object, p: object) => void; setImageRef: (r: { current: HTMLImageElement | null }) => void }) {
    useEffect(() => {
      props.setImageRef({ current: document.createElement("img") });
      props.onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 3040, height: Math.round(3040 / props.aspect) });
    }, []);
    return <div data-testid="crop-stage" data-aspect={props.aspect.toFixed(4)} />;
  },
}));

const image = (id: string, width: number, height: number) => typed("UploadedImage", { id, url: `/uploads/${id}`, contentType: "image/png", width, height, byteSize: 200_000 });
const banner = (over: Partial<AdminBannerFieldsFragment> = {}): AdminBannerFieldsFragment =>
  typed("AdminBanner", {
    id: "b1", title: "Grand opening", type: 2, location: 11, image: image("d1", 1520, 624), mobileImage: image("m1", 768, 1046), sortOrder: 0, display: true, startDate: null, endDate: null,
    link: "/bonus", live: true, createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z", ...over,
  } satisfies AdminBannerFieldsFragment);

describe("back office top banners", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:picked");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: vi.fn(), imageSmoothingQuality: "low" } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback) {
      cb(new Blob([new Uint8Array(300_000)], { type: "image/png" }));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists banners with their location, order and pictures", async () => {
    renderAdmin(<BannersListPage />, { path: "/admin/top-banner", mocks: [{ request: { query: AdminBannersDocument, variables: { type: null, location: null } }, result: { data: { adminBanners: [banner(), banner({ id: "b2", title: "Stake and earn", type: 1, location: 21, mobileImage: null, live: false, display: false })] } } }] });
    const row = (await screen.findByRole("link", { name: "Stake and earn" })).closest("tr")!;
    expect(within(row).getByText("21 · Staking top")).toBeTruthy();
    expect(within(row).getByText("Hidden")).toBeTruthy();
    expect(within(screen.getByRole("link", { name: "Grand opening" }).closest("tr")!).getByText("11 · Lobby top")).toBeTruthy();
  });

  it("crops the lobby picture at 1520:624 and the phone one at 768:1046, then creates the banner", async () => {
    const uploads: { name: string; width: number; height: number }[] = [];
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
      const file = init.body as File;
      const [width, height] = uploads.length === 0 ? [1520, 624] : [768, 1046];
      uploads.push({ name: file.name, width, height });
      return new Response(JSON.stringify({ id: `up${uploads.length}`, url: `/uploads/up${uploads.length}`, contentType: "image/png", width, height, byteSize: file.size }), { status: 201 });
    }));
    const created = vi.fn(() => ({ data: { createBanner: banner({ id: "b9" }) } }));
    renderAdmin(<BannerNewPage />, {
      path: "/admin/top-banner/new",
      routes: [{ path: "/admin/top-banner", element: <p>banners</p> }],
      mocks: [{ request: { query: CreateBannerDocument, variables: { input: { title: "Winter festival", type: 2, location: 11, sortOrder: 1, display: true, imageId: "up1", mobileImageId: "up2", startDate: null, endDate: null, link: "https://sunrise.example/winter" } } }, result: created }],
    });
    await userEvent.type(screen.getByLabelText(/Title/), "Winter festival");
    await userEvent.clear(screen.getByLabelText(/Order/));
    await userEvent.type(screen.getByLabelText(/Order/), "1");
    await userEvent.type(screen.getByLabelText(/^Link/), "https://sunrise.example/winter");
    const desktop = within(screen.getByRole("group", { name: /Desktop picture/ }));
    await userEvent.upload(desktop.getByTestId("image-file"), new File([new Uint8Array(500_000)], "winter.jpg", { type: "image/jpeg" }));
    expect((await screen.findByTestId("crop-stage")).dataset.aspect).toBe((1520 / 624).toFixed(4));
    await userEvent.click(screen.getByRole("button", { name: "Crop" }));
    await waitFor(() => expect(desktop.getByTestId("image-size").textContent).toBe("1520 × 624 px"));
    const phone = within(screen.getByRole("group", { name: /Phone picture/ }));
    await userEvent.upload(phone.getByTestId("image-file"), new File([new Uint8Array(500_000)], "winter-sp.jpg", { type: "image/jpeg" }));
    expect((await screen.findByTestId("crop-stage")).dataset.aspect).toBe((768 / 1046).toFixed(4));
    await userEvent.click(screen.getByRole("button", { name: "Crop" }));
    await waitFor(() => expect(phone.getByTestId("image-size").textContent).toBe("768 × 1046 px"));
    expect(uploads.map((u) => u.name)).toEqual(["my_image.png", "my_image.png"]);
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it("offers only the locations of the chosen type and checks the picture's ratio", async () => {
    renderAdmin(<BannerNewPage />, { path: "/admin/top-banner/new" });
    await userEvent.selectOptions(screen.getByLabelText(/Type/), "1");
    const locations = within(screen.getByLabelText(/Location/)).getAllByRole("option").map((o) => o.getAttribute("value"));
    expect(locations).toEqual(["21", "22", "23", "24", "25"]);
    expect(fitsRatio({ width: 1920, height: 1080 }, { width: 1920, height: 1080 })).toBe(true);
    // A lobby picture on a staking banner is not at 1920:1080.
    expect(validateBanner({ ...emptyBanner, title: "x", type: "1", location: "21", image: { id: "i", url: "/u", width: 1520, height: 624 } }).image).toBe("adm.banners.error.ratio");
  });
});
