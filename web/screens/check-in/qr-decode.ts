import jsQR from "jsqr";

/**
 * The QR reader of the door (issue 27, item 4): jsQR over a canvas's pixels. Only the camera's
 * module imports it, and the Check-in screen loads that dynamically, so jsQR is in a chunk of
 * its own that loads when a volunteer first scans or chooses an image.
 */

/** A canvas no larger than `max` pixels on its longer side (a phone photo is 4000 px wide). */
function canvasFor(width: number, height: number, max = 1024) {
  const scale = Math.min(1, max / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot read images");
  return { canvas, context };
}

/** What the QR code in this drawable says, or null when none is found. */
export function decodeDrawable(source: CanvasImageSource, width: number, height: number): string | null {
  const { canvas, context } = canvasFor(width, height);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: "attemptBoth" })?.data ?? null;
}

/** The QR code in a chosen image file (a photo of a ticket, a screenshot of the mail). */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return decodeDrawable(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
