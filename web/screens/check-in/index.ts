/** The Check-in screens (issue 27): one lazily loaded chunk for both routes (routes.tsx). */
export { CheckInEventsScreen } from "./CheckInEventsScreen";
export { CheckInScreen } from "./CheckInScreen";
