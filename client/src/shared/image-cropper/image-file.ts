/** SPEC §5/§9: an image is under 1 MB, so a file of exactly this size is refused too. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** SPEC §2: the cropper's output is a PNG named my_image.png. */
export const CROPPED_FILE_NAME = "my_image.png";

/** Pictures the gateway takes (it sniffs the bytes; this only spares a pointless upload). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export type ImageFileProblem = "image.error.tooLarge" | "image.error.notImage";

/** Why a picked file cannot be used, before anything is uploaded; null when it can. */
export function checkImageFile(file: Pick<File, "size" | "type">): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "image.error.notImage";
  if (file.size >= MAX_IMAGE_BYTES) return "image.error.tooLarge";
  return null;
}
