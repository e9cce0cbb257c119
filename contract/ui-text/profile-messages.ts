/** Spec §8 "Profile". */
export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile",
  updateFailed: "Failed to update profile",
  uploadFailed: "Upload failed: Please try again.",
  fileTooLargeTitle: "File too large",
  updated: "Profile updated successfully",
  /** My Profile, Privacy: each switch is saved as soon as it changes (issue 21 item 8). */
  privacySaved: "Privacy settings saved",
  privacySaveFailed: "Your privacy settings could not be saved. Please try again.",
  pictureUpdated: "Profile picture updated",
  notAnImage: "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
  imageTooLarge: "Please choose a smaller picture: at most 10,000 pixels on each side.",
  uploadUnreadable: "The upload could not be read. Please choose the picture again.",
} as const;
