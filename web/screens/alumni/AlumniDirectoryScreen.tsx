import { PlaceholderScreen } from "@/components/PlaceholderScreen";

/** Alumni Directory (spec §2, /alumni). Placeholder until the screen is built. */
export function AlumniDirectoryScreen() {
  return <PlaceholderScreen title="Alumni Directory" />;
}
