import { BlockControl } from "./BlockControl";
import { DeathNoticeDialog } from "./DeathNoticeDialog";
import { ReportDialog } from "./ReportDialog";

/**
 * Block and Report for another member's profile page (decisions 106, 107), and Inform the office
 * of a death (decision 109) for any alumnus's page, with or without an account, until the office
 * has confirmed it.
 */
export function SafetyActions({
  userId,
  profileId,
  name,
  inMemoriam,
}: {
  userId: string | null;
  profileId: string;
  name: string;
  inMemoriam: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-2 md:justify-start">
      {userId && !inMemoriam ? <BlockControl userId={userId} name={name} /> : null}
      {userId ? <ReportDialog kind="profile" id={profileId} what="this profile" /> : null}
      {inMemoriam ? null : <DeathNoticeDialog profileId={profileId} name={name} />}
    </div>
  );
}
