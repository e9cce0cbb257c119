/**
 * How the directory compares and offers places (decision 097): "London, UK" and "London, United
 * Kingdom" are one place. Profiles keep what their owners typed (no migration rewrites them);
 * the filter's options and the filter itself compare places by `locationKey`.
 */

/** The usual short forms of a country, as the last part of a location, and the name offered for them. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  uk: "United Kingdom",
  "u.k.": "United Kingdom",
  gb: "United Kingdom",
  "great britain": "United Kingdom",
  us: "United States",
  "u.s.": "United States",
  usa: "United States",
  "u.s.a.": "United States",
  "united states of america": "United States",
  uae: "United Arab Emirates",
  "u.a.e.": "United Arab Emirates",
};

/** "london ,  UK" → "london, United Kingdom": parts trimmed, one space, one ", ", the country's full name. */
export function normaliseLocation(text: string): string {
  const parts = text
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  const last = parts.length - 1;
  if (last > 0) parts[last] = COUNTRY_NAMES[parts[last].toLowerCase()] ?? parts[last];
  return parts.join(", ");
}

/** Two locations are one place when their keys are equal (the normalised text, case aside). */
export const locationKey = (text: string): string => normaliseLocation(text).toLowerCase();

/**
 * One option per place, in name order. A place typed in several ways is offered as the
 * normalised form of the first spelling in code-point order (capitals before small letters,
 * so "Mumbai, India" rather than "mumbai, india").
 */
export function offeredLocations(values: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of [...values].sort()) {
    const key = locationKey(value);
    if (key && !byKey.has(key)) byKey.set(key, normaliseLocation(value));
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en"));
}
