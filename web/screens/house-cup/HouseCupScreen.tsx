import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** House Cup (spec §2, /house-cup). Placeholder until the screen is built. */
export function HouseCupScreen() {
  return <PlaceholderScreen title="House Cup Standings" />;
}
