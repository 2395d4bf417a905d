/** spec §2/§9: at 1200 px or less both sidebars close; wider, only the secondary one does. */
export const SIDEBAR_BREAKPOINT = 1200;

export interface Sidebars {
  main: boolean;
  secondary: boolean;
}

const narrow = (width: number) => width <= SIDEBAR_BREAKPOINT;

export const initialSidebars = (width: number): Sidebars => ({ main: !narrow(width), secondary: false });

/** After each navigation (spec §2). */
export const afterNavigation = (s: Sidebars, width: number): Sidebars =>
  narrow(width) ? { main: false, secondary: false } : { ...s, secondary: false };

/** A resize across the breakpoint starts over with that width's defaults; others keep the choice. */
export const afterResize = (s: Sidebars, before: number, after: number): Sidebars =>
  narrow(before) === narrow(after) ? s : initialSidebars(after);
