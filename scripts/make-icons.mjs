// Renders the school's crest (public/favicon.svg) into the PNG icons the web app manifest and
// iOS need (issue 12): 192 and 512 px ("any"), a 512 px maskable one (the crest inside the
// safe zone on a white square) and the 180 px apple-touch-icon. Run after changing the crest:
//   node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import sharp from "sharp";

const crest = readFileSync("public/favicon.svg");
const out = "public/icons";
const render = (size) => sharp(crest, { density: Math.ceil((72 * size) / 64) }).resize(size, size);

async function onSquare(size, crestShare, file) {
  const inner = Math.round(size * crestShare);
  const png = await render(inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
    .composite([{ input: png, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${file}`);
}

for (const size of [192, 512])
  await render(size).png({ compressionLevel: 9 }).toFile(`${out}/crest-${size}.png`);
await onSquare(512, 0.7, "crest-maskable-512.png");
await onSquare(180, 0.8, "apple-touch-icon.png");
