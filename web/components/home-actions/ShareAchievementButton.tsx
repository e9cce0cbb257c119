/**
 * Home Quick Actions' 'Share an Achievement'. PLACEHOLDER: the member-features work
 * (issue 4) replaces this with the real action (a draft news item for the office to review).
 */
export function ShareAchievementButton() {
  return null;
}
