import { YOUR_TIME_LABEL } from "./time-zones";

/** The time-zone fields' texts (issue 11 item 7, decisions 078 and 122). */
export const TIME_ZONE_TEXT = {
  invalid: "Choose a time zone from the list (an IANA name such as Europe/London)",
  label: "Time Zone",
  memberLabel: "Your time zone",
  memberExplain: "Event reminders give the time in the event's zone and, when it differs, in yours.",
  memberSaved: "Time zone saved",
  memberSaveFailed: "Failed to save your time zone",
  memberLoadFailed: "Failed to load your time zone",
  yourTime: YOUR_TIME_LABEL,
  schoolLabel: "School Time Zone",
  schoolExplain:
    "The public pages' dates, the school year, newsletter schedules and new events' times are in this zone.",
} as const;
