import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from "@sunrise/db";
import { DomainError, ErrorCode } from "../../errors.js";

export interface CheckedImage {
  contentType: UploadContentType;
  /** Pixels as displayed (a JPEG's EXIF rotation applied). */
  width: number;
  height: number;
}

export const NOT_AN_IMAGE = "This file is not an image: upload a PNG, JPEG, WebP or GIF picture";

const notAnImage = (why = NOT_AN_IMAGE) => new DomainError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, why);

/** image-size's names for the types we take. */
const SIZE_TYPES: Record<UploadContentType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };

/**
 * What the bytes are, whatever the file is called or claims to be: the type sniffed from its magic
 * bytes (file-type) must be one we take, and its header must give the picture's size (image-size),
 * so a script, an HTML page or a truncated file named `.png` is refused.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const contentType = sniffed?.mime as UploadContentType | undefined;
  if (!contentType || !UPLOAD_CONTENT_TYPES.includes(contentType)) throw notAnImage();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw notAnImage("This image is damaged or incomplete: its size cannot be read");
  }
  if (size.type !== SIZE_TYPES[contentType] || !(size.width > 0) || !(size.height > 0)) throw notAnImage("This image is damaged or incomplete: its size cannot be read");
  // EXIF orientations 5–8 turn the picture a quarter: it is shown height × width.
  const turned = (size.orientation ?? 1) >= 5;
  return { contentType, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

/** Whether `width:height` is within `tolerance` (relative) of `ratioW:ratioH`. */
export function hasRatio(image: { width: number; height: number }, [ratioW, ratioH]: readonly [number, number], tolerance = 0.02): boolean {
  const want = ratioW / ratioH;
  return Math.abs(image.width / image.height - want) <= want * tolerance;
}
