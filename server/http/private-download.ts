import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A file made for one member or the office: its type, the name the browser saves it under, its bytes. */
export interface PrivateFile {
  contentType: string;
  fileName: string;
  body: string | Buffer | Readable;
}

/**
 * Sends a file the browser saves rather than shows (Content-Disposition: attachment). It holds
 * one member's or the office's data, so no cache, shared or the browser's own, may keep a copy.
 */
export function sendPrivateDownload(reply: FastifyReply, file: PrivateFile): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** The office's spreadsheets (alumni, attendees): CSV, in UTF-8 for names in any script. */
export const CSV_TYPE = "text/csv; charset=utf-8";
