import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** News (spec §2, /news). Placeholder until the screen is built. */
export function NewsScreen() {
  return <PlaceholderScreen title="Latest News" />;
}
