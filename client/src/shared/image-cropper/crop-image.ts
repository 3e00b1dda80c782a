import { CROPPED_FILE_NAME, MAX_IMAGE_BYTES } from "./image-file.js";

/** A rectangle of the source image in its own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea { x: number; y: number; width: number; height: number }

/** The picture could not be made small enough (a PNG of a detailed photo can be large). */
export class CroppedTooLargeError extends Error {
  constructor() {
    super("The cropped picture is over 1 MB even at a smaller size");
  }
}

const SHRINK_ATTEMPTS = 6;

/** Output size: the area's own pixels, no wider than `maxWidth`, the ratio kept. */
export function outputSize(area: PixelArea, maxWidth?: number): { width: number; height: number } {
  const scale = maxWidth && area.width > maxWidth ? maxWidth / area.width : 1;
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

function toPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The browser could not encode the picture"))), "image/png"));
}

/**
 * Draws `area` of `image` into a PNG named my_image.png, at most `maxWidth` wide; when the PNG is
 * over 1 MB it is drawn smaller (same ratio) until it fits.
 */
export async function cropToPng(image: CanvasImageSource, area: PixelArea, maxWidth?: number): Promise<File> {
  let size = outputSize(area, maxWidth);
  for (let attempt = 0; attempt < SHRINK_ATTEMPTS; attempt++) {
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("The browser cannot draw pictures");
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
    const blob = await toPngBlob(canvas);
    if (blob.size < MAX_IMAGE_BYTES) return new File([blob], CROPPED_FILE_NAME, { type: "image/png" });
    const shrink = Math.sqrt(MAX_IMAGE_BYTES / blob.size) * 0.9;
    size = { width: Math.max(1, Math.round(size.width * shrink)), height: Math.max(1, Math.round(size.height * shrink)) };
  }
  throw new CroppedTooLargeError();
}
