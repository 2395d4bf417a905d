import type { RiskRegister } from '@stratum/contracts';

/**
 * Where each register's screens live (spec §2 `/app/risk-management/*`, `/app/ra-risk-management/*`):
 * the same screens for both registers, each reading from its URL which register it shows.
 */
export const REGISTER_BASE: Record<RiskRegister, string> = {
  management: '/app/risk-management',
  assessment: '/app/ra-risk-management',
};

export interface RiskScreens {
  register: RiskRegister;
  base: string;
  /** the main page with its tabs (Register, Heat map, Set-up) */
  main: string;
  add: string;
  edit: (id: string) => string;
  risk: (id: string) => string;
}

export const riskScreens = (register: RiskRegister): RiskScreens => {
  const base = REGISTER_BASE[register];
  return {
    register,
    base,
    main: `${base}/main`,
    add: `${base}/add-identification`,
    edit: (id) => `${base}/edit-identification/${encodeURIComponent(id)}`,
    risk: (id) => `${base}/risk/${encodeURIComponent(id)}`,
  };
};

/** The register a path is under (`/app/ra-risk-management/…` is the assessment register). */
export const registerOf = (pathname: string): RiskRegister =>
  pathname.startsWith(REGISTER_BASE.assessment) ? 'assessment' : 'management';

export const riskScreensOf = (pathname: string): RiskScreens => riskScreens(registerOf(pathname));

/** The main page's tabs, kept in the URL (`?tab=`): spec §2's tab memory. */
export const RISK_TABS = ['register', 'heat-map', 'setup'] as const;
export type RiskTab = (typeof RISK_TABS)[number];
export const TAB_PARAM = 'tab';

export const tabOf = (value: string | null): RiskTab =>
  (RISK_TABS as readonly string[]).includes(value ?? '') ? (value as RiskTab) : 'register';
