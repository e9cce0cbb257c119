import { z } from "zod";
import { TIME_ZONE_TEXT } from "./time-zone-text";
import { isTimeZone } from "./time-zones";

/** An event's or a member's zone in a request body: an IANA name (see `isTimeZone`). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, TIME_ZONE_TEXT.invalid)
  .refine(isTimeZone, TIME_ZONE_TEXT.invalid);
