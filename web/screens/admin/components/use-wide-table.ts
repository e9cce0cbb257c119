import { useMediaQuery } from "@/lib/use-media-query";

/**
 * Whether an admin table has room for all of its columns beside the sidebar: from 1280 px
 * (Tailwind's xl). Narrower, a table that would not fit folds some columns into lines of
 * another cell instead of hiding them under its neighbours (issue 21 item 9).
 */
export function useWideTable(): boolean {
  return useMediaQuery("(min-width: 1280px)");
}
