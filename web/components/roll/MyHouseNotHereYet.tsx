import { useOwnProfileQuery } from "@/api/my-profile";
import { NotHereYetSection } from "./NotHereYetSection";

/** The House Cup page's "N of our house are not here yet", for the member's own house. */
export function MyHouseNotHereYet({ userId }: { userId: string }) {
  const own = useOwnProfileQuery();
  const house = own.data?.house;
  if (!house) return null;
  return <NotHereYetSection group={{ kind: "house", house }} groupLabel="our house" userId={userId} />;
}
