import type { AdminDeathNoticeDto, DeathNoticeStatus } from "@contract/memoriam";
import { useAdminDeathNotices } from "@/api/memoriam";
import { AdminQueueScreen, type QueueTab } from "../components/AdminQueueScreen";
import { DeathNoticeCard } from "./DeathNoticeCard";

/** The tabs of the queue: notices to verify, those confirmed (reversible), those dismissed. */
const TABS: readonly [QueueTab<DeathNoticeStatus>, ...QueueTab<DeathNoticeStatus>[]] = [
  { status: "open", label: "To verify", empty: "No notices to verify" },
  { status: "confirmed", label: "Confirmed", empty: "No confirmed notices" },
  { status: "dismissed", label: "Dismissed", empty: "No dismissed notices" },
];

/** The office's In memoriam queue (issue 26 item 4, decision 109), in the queues' frame. */
export function InMemoriamScreen() {
  return (
    <AdminQueueScreen
      title="In memoriam"
      description="Members' notices of an alumnus's death. Nothing changes on the portal until you confirm one; every step can be undone."
      tabsLabel="Notices by status"
      tabs={TABS}
      useList={useAdminDeathNotices}
      errorMessage="The notices could not be loaded."
      card={(n: AdminDeathNoticeDto) => <DeathNoticeCard notice={n} />}
    />
  );
}
