import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { renderWithIntl } from "../../testing/render.js";
import { MAX_IMAGE_BYTES } from "./image-file.js";
import { cropToPng, outputSize } from "./crop-image.js";
import { ImagePicker } from "./ImagePicker.js";

// The real react-easy-crop needs a laid-out, decoded picture (jsdom has neither): this stand-in
// reports a crop area the way it does once the picture has loaded.
vi.mock("react-easy-crop", () => ({
  default: function FakeCropper(props: { image: string; aspect: number; zoom: number; onCropComplete: (a: object, p: object) => void; setImageRef: (r: { current: HTMLImageElement | null }) => void }) {
    useEffect(() => {
      const img = document.createElement("img");
      props.setImageRef({ current: img });
      props.onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 20, width: 400, height: 400 / props.aspect });
    }, []);
    return <div data-testid="crop-stage" data-aspect={props.aspect} data-zoom={props.zoom} />;
  },
}));

const png = (size: number) => new File([new Uint8Array(size)], "holiday.png", { type: "image/png" });

/** jsdom has no canvas: draw nothing, encode `bytes` of PNG. */
function fakeCanvas(bytes: () => number) {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage, imageSmoothingQuality: "low" } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback) {
    cb(new Blob([new Uint8Array(bytes())], { type: "image/png" }));
  });
  return drawImage;
}

describe("image picker and cropper", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:picked");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("refuses a file of exactly 1 MB (it must be under) before anything is uploaded or cropped", async () => {
    const onPicked = vi.fn();
    renderWithIntl(<ImagePicker onPicked={onPicked}>Change photo</ImagePicker>);
    await userEvent.upload(screen.getByTestId("image-file"), png(MAX_IMAGE_BYTES));
    expect(screen.getByRole("alert").textContent).toBe("The picture must be under 1 MB. Choose a smaller one.");
    expect(screen.queryByTestId("image-cropper")).toBeNull();
    expect(onPicked).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a picture", async () => {
    renderWithIntl(<ImagePicker onPicked={vi.fn()}>Change photo</ImagePicker>);
    fireEvent.change(screen.getByTestId("image-file"), { target: { files: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] } });
    expect(screen.getByRole("alert").textContent).toBe("Choose a PNG, JPEG, WebP or GIF picture.");
  });

  it("crops a picture at ratio 1 by default and hands over a PNG named my_image.png", async () => {
    const drawImage = fakeCanvas(() => 50_000);
    const onPicked = vi.fn();
    renderWithIntl(<ImagePicker onPicked={onPicked} maxOutputWidth={256}>Change photo</ImagePicker>);
    await userEvent.upload(screen.getByTestId("image-file"), png(MAX_IMAGE_BYTES - 1));
    const stage = await screen.findByTestId("crop-stage");
    expect(stage.dataset.aspect).toBe("1");
    fireEvent.change(screen.getByLabelText("Zoom"), { target: { value: "2.5" } });
    expect(screen.getByTestId("crop-stage").dataset.zoom).toBe("2.5");
    await userEvent.click(screen.getByRole("button", { name: "Crop" }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    const out = onPicked.mock.calls[0]![0] as File;
    expect(out.name).toBe("my_image.png");
    expect(out.type).toBe("image/png");
    // The chosen area of the source, scaled to the output's 256 px.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 10, 20, 400, 400, 0, 0, 256, 256);
    expect(screen.queryByTestId("image-cropper")).toBeNull();
  });

  it("drops the picture on Cancel", async () => {
    const onPicked = vi.fn();
    renderWithIntl(<ImagePicker onPicked={onPicked}>Change photo</ImagePicker>);
    await userEvent.upload(screen.getByTestId("image-file"), png(1000));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByTestId("image-cropper")).toBeNull();
    expect(onPicked).not.toHaveBeenCalled();
  });

  it("draws a PNG over 1 MB again smaller, same ratio, until it fits", async () => {
    const sizes = [3 * MAX_IMAGE_BYTES, 1.2 * MAX_IMAGE_BYTES, 0.8 * MAX_IMAGE_BYTES];
    const drawImage = fakeCanvas(() => sizes.shift()!);
    const file = await cropToPng(document.createElement("img"), { x: 0, y: 0, width: 1920, height: 1080 }, 1920);
    expect(file.size).toBeLessThan(MAX_IMAGE_BYTES);
    const widths = drawImage.mock.calls.map((c) => [c[7], c[8]] as [number, number]);
    expect(widths).toHaveLength(3);
    for (const [w, h] of widths) expect(Math.abs(w / h - 1920 / 1080)).toBeLessThan(0.01);
    expect(widths[2]![0]).toBeLessThan(widths[0]![0]);
    expect(outputSize({ x: 0, y: 0, width: 300, height: 100 }, 1520)).toEqual({ width: 300, height: 100 });
  });
});
