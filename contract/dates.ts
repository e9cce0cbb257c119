import { z } from "zod";

/**
 * The one schema for an instant sent by a form: ISO 8601 with an offset, as the browser's
 * date and time fields are joined. Years 1000-9999 only: PostgreSQL has no year 0 (it answers
 * "out of range", which used to surface as a 500) and a 5-digit year is always a typo.
 */
export function isoDateTime(message: string) {
  return z.iso.datetime({ offset: true, message }).refine((value) => /^[1-9]\d{3}-/.test(value), message);
}

/** The same, optional: an empty field means no date. */
export function optionalIsoDateTime(message: string) {
  return z.preprocess((v) => (v === "" ? null : v), isoDateTime(message).nullable().optional());
}
