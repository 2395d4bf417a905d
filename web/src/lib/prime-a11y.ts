import PrimeReact from 'primereact/api';

/**
 * Accessibility fixes for PrimeReact parts every screen shares, set once as global pass-through
 * options (axe found them):
 * - Dropdown renders a hidden native <select> (for forms posting natively) that is unlabelled and
 *   duplicates the labelled keyboard input: hidden from assistive technology.
 * - Dropdown's chevron is a `role="button"` div that no keyboard reaches and that has no name
 *   unless a placeholder is set: decoration for the mouse, hidden too; the input opens the list.
 * - Dropdown puts `aria-activedescendant` on its role-less wrapper while focused (axe:
 *   aria-allowed-attr); the focused input carries what assistive technology needs.
 * - InputSwitch gives its wrapper `role="checkbox"` around the real `role="switch"` input: one
 *   control inside another (axe: nested-interactive). The wrapper is decoration.
 * - A DataTable that does not fit its card (any table of several columns on a phone) scrolls
 *   sideways inside its wrapper: the wrapper is focusable, so a keyboard user can reach it and
 *   scroll it with the arrow keys (WCAG 2.1.1; axe: scrollable-region-focusable). It is not a
 *   named region of its own: the table inside carries the name, and the card around it usually
 *   says the same (two regions of one name would be noise to a screen reader).
 * - Someone whose system asks for reduced motion gets no PrimeReact animations: overlays, dialogs
 *   and notices appear and go at once (WCAG 2.3.3; app.css does the same for our own).
 */
export const applyPrimeAccessibility = (): void => {
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) PrimeReact.cssTransition = false;
  PrimeReact.pt = {
    ...PrimeReact.pt,
    dropdown: {
      root: { 'aria-activedescendant': undefined },
      select: { 'aria-hidden': true },
      trigger: { 'aria-hidden': true },
    },
    datatable: {
      wrapper: { tabIndex: 0 },
    },
    inputswitch: {
      root: { role: undefined, 'aria-checked': undefined },
    },
  };
};
