/**
 * Slot for the header search box (spec §2 Header: wide screens, 3+ characters, dropdown of up to 6
 * profiles, 'See all results for'). Built in a later issue; renders nothing until then.
 */
export function HeaderSearch() {
  return null;
}
