/**
 * Readable text on a coloured background (WCAG 2 relative luminance): the house colours come
 * from the houses table, so the text colour is picked per background, not assumed.
 */
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((x) => x + x).join("") : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const DARK = "#0f172e";
const LIGHT = "#ffffff";

/**
 * The house's own text colour when it reaches AA (4.5:1) on `background`, otherwise whichever
 * of dark navy or white contrasts more.
 */
export function readableTextOn(background: string, preferred?: string | null): string {
  if (preferred && parseHex(preferred) && contrastRatio(preferred, background) >= 4.5) return preferred;
  return contrastRatio(DARK, background) >= contrastRatio(LIGHT, background) ? DARK : LIGHT;
}

/** A safe background: the given colour when it parses, else the spec's default house colour. */
export function safeColor(hex: string | null | undefined, fallback = "#000000"): string {
  return hex && parseHex(hex) ? hex : fallback;
}

export interface HouseColours {
  color: string;
  bg_light?: string | null;
  text_color?: string | null;
}

/**
 * Badge colours for a house that always reach AA: its colour with a readable text colour; if
 * no text colour reaches 4.5:1 on it (mid tones), its light background; failing that, white.
 */
export function houseBadgeStyle(house: HouseColours): {
  backgroundColor: string;
  color: string;
  borderColor: string;
} {
  const strong = safeColor(house.color);
  for (const bg of [strong, safeColor(house.bg_light, "#f0f0f0"), LIGHT]) {
    const text = readableTextOn(bg, bg === strong ? house.text_color : null);
    if (contrastRatio(text, bg) >= 4.5) return { backgroundColor: bg, color: text, borderColor: strong };
  }
  return { backgroundColor: LIGHT, color: DARK, borderColor: strong };
}
