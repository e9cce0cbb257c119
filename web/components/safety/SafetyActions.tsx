import { BlockControl } from "./BlockControl";
import { ReportDialog } from "./ReportDialog";

/** Block and Report for another member's profile page (decisions 106, 107). */
export function SafetyActions({
  userId,
  profileId,
  name,
}: {
  userId: string;
  profileId: string;
  name: string;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-2 md:justify-start">
      <BlockControl userId={userId} name={name} />
      <ReportDialog kind="profile" id={profileId} what="this profile" />
    </div>
  );
}
