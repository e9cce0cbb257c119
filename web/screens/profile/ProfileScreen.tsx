import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** My Profile (spec §2, /profile, login required). Placeholder until the screen is built. */
export function ProfileScreen() {
  return <PlaceholderScreen title="My Profile" />;
}
