import type { FastifyRequest } from "fastify";
import { LIMITS } from "../../../contract/constants";
import { AppError } from "../../errors";
import { fileTooLarge, notAnImage, uploadUnreadable } from "./avatar";

/**
 * Reads the one file of a multipart upload into memory. Everything that can go wrong while
 * reading the body is the sender's doing (no boundary, a cut-off or malformed form, a second
 * file) and is a 400 that says so, never a 500; a file over the limit is a 413.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw notAnImage();
  let bytes: Buffer;
  try {
    const file = await req.file();
    if (!file) throw notAnImage();
    bytes = await file.toBuffer();
    if (file.file.truncated) throw fileTooLarge();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
    if (err instanceof AppError) throw err;
    req.log.info({ err }, "unreadable upload");
    throw uploadUnreadable();
  }
  if (bytes.length >= LIMITS.avatarMaxBytes) throw fileTooLarge();
  return bytes;
}
