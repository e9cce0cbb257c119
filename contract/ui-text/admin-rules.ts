/** Admin rules the spec leaves to the server (docs/decisions/030-…): why a write was refused. */
export const ADMIN_RULES = {
  eventNotPending: (status: string) =>
    `Only pending events can be approved or rejected; this event is ${status}.`,
  eventNotFound: "Event not found",
  articleNotFound: "Article not found",
  profileNotFound: "Profile not found",
  competitionNotFound: "Competition not found",
  competitionAlreadyRestored: "This competition has already been restored",
  houseNotFound: "House not found",
  userNotFound: "User not found",
  roleNotAssigned: "User does not have this role",
  competitionTransition: (from: string, to: string) =>
    `A competition that is ${from} cannot be ${to === "ongoing" ? "started" : "completed"}.`,
  resultsNeedStart: "Results can be recorded once the competition has started.",
  lastAdmin: "You are the last admin: assign the admin role to someone else before removing your own.",
  houseInUse: (profiles: number, results: number) =>
    `This house cannot be deleted while ${profiles} alumni profile${profiles === 1 ? "" : "s"} and ${results} competition result${results === 1 ? "" : "s"} reference it.`,
  houseRenameInUse: (profiles: number) =>
    `This house cannot be renamed while ${profiles} alumni profile${profiles === 1 ? "" : "s"} belong to it.`,
  houseExists: "A house with this name already exists",
  unknownHouse: "Choose a house from the list",
  importMissingColumns: (columns: string[]) =>
    `The file is missing the column${columns.length === 1 ? "" : "s"}: ${columns.join(", ")}.`,
  importNoRows: "The file has no data rows.",
  importTooManyRows: (max: number) => `The file has more than ${max} rows.`,
} as const;
