/**
 * Home's 'Subscribe to Newsletter' block. PLACEHOLDER: the member-features work (issue 4)
 * replaces this with the real double opt-in subscription form.
 */
export function NewsletterSignup() {
  return null;
}
