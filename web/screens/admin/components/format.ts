import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { format } from "date-fns";

/** Spec §9 date formats: 'MMMM d, yyyy' and 'h:mm a'. */
export const formatDate = (iso: string | null | undefined) => (iso ? format(new Date(iso), DATE_FORMAT) : "");
export const formatTime = (iso: string | null | undefined) => (iso ? format(new Date(iso), TIME_FORMAT) : "");
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? `${formatDate(iso)} at ${formatTime(iso)}` : "";

/** First n characters, with an ellipsis when cut (spec §9 previews). */
export function preview(text: string | null | undefined, n: number): string {
  if (!text) return "";
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** '1 alumni profile', '2 alumni profiles' (the plural is the singular plus s unless given). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}
