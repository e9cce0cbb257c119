/** The alumni office's busy day (issue 13): attendees, bulk actions, undo, activity log. */
export const OFFICE_TEXT = {
  attendeesLoadFailed: "Failed to load the registrations",
  attendeesExported: "Attendee list exported",
  exportFailed: "The export failed. Please try again.",
  noRegistrations: "No registrations yet",
  bulkFailed: "The action failed; nothing was changed. Please try again.",
  bulkDone: (verb: string, n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`} ${verb}`,
  competitionRestored: "Competition restored with its results",
  restoreFailed: "The competition could not be restored",
  activityLoadFailed: "Failed to load the activity log",
  notCsv: (name: string) =>
    `"${name}" is not a CSV file. Choose a .csv file (in a spreadsheet: File, Save As, CSV).`,
  adminRoleConfirm: (name: string, grant: boolean) =>
    grant
      ? `Make ${name} an Admin? Admins can change every record, role and setting of the portal.`
      : `Remove the Admin role from ${name}? They will no longer be able to use the admin area.`,
  deleteAccountProfileConfirm:
    "This profile belongs to a member's account. Deleting it removes their profile from the directory; their account stays and they can sign in, but their profile details are gone. This action cannot be undone.",
} as const;
