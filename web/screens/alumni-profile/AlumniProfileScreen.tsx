import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** Public single-profile page (spec §2, /alumni/{id}). Placeholder until the screen is built. */
export function AlumniProfileScreen() {
  return <PlaceholderScreen title="Alumni Profile" />;
}
