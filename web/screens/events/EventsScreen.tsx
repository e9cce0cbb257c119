import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** Events (spec §2, /events). Placeholder until the screen is built. */
export function EventsScreen() {
  return <PlaceholderScreen title="Events" />;
}
