/** Spec §8 "Admin success toasts". */
export const ADMIN_SUCCESS = {
  alumniExported: "Alumni data exported successfully",
  profileDeleted: "Profile deleted successfully",
  eventModerated: (status: "approved" | "rejected") => `Event ${status} successfully`,
  eventDeleted: "Event deleted successfully",
  articleToggled: (published: boolean) => `Article ${published ? "published" : "unpublished"} successfully`,
  articleDeleted: "Article deleted successfully",
  competitionStatus: (status: string) => `Competition status updated to ${status}`,
  competitionDeleted: "Competition deleted successfully",
  roleChanged: (role: string, change: "assigned" | "removed") => `${role} role ${change} successfully`,
  houseCreated: "House created successfully",
  houseDeleted: "House deleted successfully",
} as const;
