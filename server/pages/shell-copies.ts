import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, COMPRESSION_THRESHOLD, compressOnce, type Encoding } from "../http/compression";

interface Copy {
  html: string;
  /** Made the first time a client asks for that encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Shells kept at most (about 3 kB each with their compressed copies); the least recently used go first. */
const MAX_COPIES = 1000;

/**
 * The app's shell as a member's landing gets it (decision 115), and every address no server
 * render serves, kept by what it is made of (decision 130): the shell is the same text for the
 * same address, site name and page meta, whoever asks, so it is written and compressed once,
 * not per request (the per-request Brotli stream cost more than the rest of a member's landing).
 * `key` names every input of `make`; a copy holds nothing `make` would not write again for
 * the next request with that key, so it is no one's data but what the key already says.
 */
export function shellCopies() {
  const copies = new Map<string, Copy>();
  return (req: FastifyRequest, reply: FastifyReply, key: string, make: () => string): string | Buffer => {
    let copy = copies.get(key);
    if (copy) copies.delete(key); // set again below: the most recently used is last
    copy ??= { html: make(), compressed: {} };
    copies.set(key, copy);
    if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value as string);
    const encoding = copy.html.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(req) : null;
    if (!encoding) return copy.html;
    copy.compressed[encoding] ??= compressOnce(copy.html, encoding);
    // Marked, so @fastify/compress sends it as it is.
    reply.header("content-encoding", encoding);
    return copy.compressed[encoding];
  };
}
