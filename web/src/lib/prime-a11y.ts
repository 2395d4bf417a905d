import PrimeReact from 'primereact/api';

/**
 * Accessibility fixes for PrimeReact parts every screen shares, set once as global pass-through
 * options (axe found them):
 * - Dropdown renders a hidden native <select> (for forms posting natively) that is unlabelled and
 *   duplicates the labelled keyboard input: hidden from assistive technology.
 * - Dropdown's chevron is a `role="button"` div that no keyboard reaches and that has no name
 *   unless a placeholder is set: decoration for the mouse, hidden too; the input opens the list.
 */
export const applyPrimeAccessibility = (): void => {
  PrimeReact.pt = {
    ...PrimeReact.pt,
    dropdown: {
      select: { 'aria-hidden': true },
      trigger: { 'aria-hidden': true },
    },
  };
};
