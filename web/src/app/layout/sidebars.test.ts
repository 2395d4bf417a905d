import { describe, expect, it } from 'vitest';
import { afterNavigation, afterResize, initialSidebars, SIDEBAR_BREAKPOINT } from './sidebars';

describe('sidebars (spec §2, breakpoint 1200 px)', () => {
  it('start closed at 1200 px or less; wider, the large one starts open', () => {
    expect(SIDEBAR_BREAKPOINT).toBe(1200);
    expect(initialSidebars(1100)).toEqual({ main: false, secondary: false });
    expect(initialSidebars(1200)).toEqual({ main: false, secondary: false });
    expect(initialSidebars(1201)).toEqual({ main: true, secondary: false });
  });

  it('close both on navigation at 1200 px or less', () => {
    expect(afterNavigation({ main: true, secondary: true }, 1200)).toEqual({ main: false, secondary: false });
  });

  it('close only the secondary one on navigation when wider', () => {
    expect(afterNavigation({ main: true, secondary: true }, 1400)).toEqual({ main: true, secondary: false });
    expect(afterNavigation({ main: false, secondary: true }, 1400)).toEqual({
      main: false,
      secondary: false,
    });
  });

  it('start over when a resize crosses the breakpoint, and keep the choice otherwise', () => {
    const closed = { main: false, secondary: false };
    expect(afterResize(closed, 1100, 1400)).toEqual({ main: true, secondary: false });
    expect(afterResize({ main: true, secondary: true }, 1400, 1000)).toEqual(closed);
    expect(afterResize(closed, 1400, 1300)).toBe(closed);
  });
});
