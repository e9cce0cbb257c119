/** Admin success toasts the spec does not list (create/edit screens, settings, results). */
export const ADMIN_SAVED = {
  profileCreated: "Profile created successfully",
  profileUpdated: "Profile updated successfully",
  eventCreated: "Event created successfully",
  eventUpdated: "Event updated successfully",
  articleCreated: "Article created successfully",
  articleUpdated: "Article updated successfully",
  competitionCreated: "Competition created successfully",
  competitionUpdated: "Competition updated successfully",
  resultsSaved: "Results saved successfully",
  houseUpdated: "House updated successfully",
  settingsSaved: "Settings saved successfully",
  importDone: (n: number) => `${n} alumni imported successfully`,
} as const;
