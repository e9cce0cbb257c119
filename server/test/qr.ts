import jsQR from "jsqr";
import sharp from "sharp";

/** What the QR code in a PNG says, read as a phone's scanner would (jsQR over the pixels). */
export async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
