import sharp, { type Metadata } from "sharp";
import { PROFILE_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { AppError, badRequest } from "../../errors";

/** Raster formats we accept, recognised by content (not by name or declared type). SVG is refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Avatars are shown at most ~160 px wide; 512 px covers high-density screens. */
export const AVATAR_SIZE = 512;
/**
 * Limits on what we agree to decode. The area cap alone let a 1 x 40,000,000 px strip through,
 * which costs many seconds of CPU to decode; each side is capped too (10,000 px covers a
 * 48-megapixel phone photo and any sensible panorama).
 */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_INPUT_SIDE = 10_000;

export const fileTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", VALIDATION.fileTooLarge, 413);
export const notAnImage = () => badRequest(PROFILE_MESSAGES.notAnImage);
export const imageTooLarge = () => badRequest(PROFILE_MESSAGES.imageTooLarge);
export const uploadUnreadable = () => badRequest(PROFILE_MESSAGES.uploadUnreadable);

/**
 * Checks the bytes are an image we accept and re-encodes them: orientation applied
 * (rotate() before resize()), cropped to a square, WebP, and no EXIF/ICC/XMP metadata.
 * Anything sharp cannot decode (a renamed text file, a truncated image) is a 400.
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded before the size checks below.
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width > MAX_INPUT_SIDE || meta.height > MAX_INPUT_SIDE) throw imageTooLarge();
  // A square no bigger than the picture itself (never enlarged).
  const side = Math.min(AVATAR_SIZE, meta.width, meta.height);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(side, side, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
