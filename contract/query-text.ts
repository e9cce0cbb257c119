import { z } from "zod";
import { LIMITS } from "./constants";

/** Empty text (or nothing) means "not given": for optional form fields and query parameters. */
export const blankToUndefined = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** A list's `search` parameter: optional, trimmed, blank is none, at most LIMITS.searchTextMax. */
export const searchTextSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().max(LIMITS.searchTextMax, "Search text is too long").optional(),
);
