// Avatar uploads for the my-profile tests: a multipart body around any bytes, and PNGs made by hand.
import { deflateSync } from "node:zlib";
import { type Member, ORIGIN, type TestContext } from "./harness";

function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = "----alumniboundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, body, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads `body` as the avatar file through the API, as `member` (or a visitor); status and JSON body. */
export async function uploadAvatarFile(
  ctx: TestContext,
  member: Member | null,
  filename: string,
  contentType: string,
  body: Buffer,
) {
  const m = multipart(filename, contentType, body);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/profile/avatar",
    headers: { origin: ORIGIN, "content-type": m.contentType, ...(member ? { cookie: member.cookie } : {}) },
    payload: m.payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A real 8-bit greyscale PNG of width x height, all black: tiny on disk, huge to decode. */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
