import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** Messages (spec §2, /messages, login required). Placeholder until the screen is built. */
export function MessagesScreen() {
  return <PlaceholderScreen title="Messages" />;
}
