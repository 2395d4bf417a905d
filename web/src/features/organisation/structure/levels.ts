import { UNIT_LEVELS, type UnitLevel } from '@stratum/contracts';
import type { ShellKey } from '../../../lib/navigation';

/** The structure screens' addresses (spec §2 `/app/settings/organization-units/*`). */
export const UNITS_BASE = '/app/settings/organization-units';

/** Each level's URL segment (spec §2 names). */
export const LEVEL_SEGMENT = {
  'business-unit': 'businessUnits',
  department: 'departments',
  division: 'divisions',
  section: 'sections',
  'sub-section': 'subSections',
  'sub-sub-section': 'subSubSections',
} as const satisfies Record<UnitLevel, string>;

/** Each level's page titles (shell navigation text). */
export const LEVEL_TITLE = {
  'business-unit': { list: 'nav.businessUnits', add: 'nav.addBusinessUnit', edit: 'nav.editBusinessUnit' },
  department: { list: 'nav.departments', add: 'nav.addDepartment', edit: 'nav.editDepartment' },
  division: { list: 'nav.divisions', add: 'nav.addDivision', edit: 'nav.editDivision' },
  section: { list: 'nav.sections', add: 'nav.addSection', edit: 'nav.editSection' },
  'sub-section': { list: 'nav.subSections', add: 'nav.addSubSection', edit: 'nav.editSubSection' },
  'sub-sub-section': {
    list: 'nav.subSubSections',
    add: 'nav.addSubSubSection',
    edit: 'nav.editSubSubSection',
  },
} as const satisfies Record<UnitLevel, Record<'list' | 'add' | 'edit', ShellKey>>;

export const unitPaths = (level: UnitLevel) => {
  const list = `${UNITS_BASE}/${LEVEL_SEGMENT[level]}`;
  return { list, add: `${list}/add`, edit: (id: string) => `${list}/edit/${id}` };
};

export const ORG_CHART_PATH = `${UNITS_BASE}/org-chart`;
export const ACTING_PATH = `${UNITS_BASE}/acting-supervisors`;

/** The level whose pages a path is under (`…/departments/edit/1` → department). */
export const levelOfPath = (pathname: string): UnitLevel | undefined =>
  UNIT_LEVELS.find((level) => {
    const list = unitPaths(level).list;
    return pathname === list || pathname.startsWith(`${list}/`);
  });
