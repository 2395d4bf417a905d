import { MODULES, type ModuleKey } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import { areaOf, areasFor, HOLDER_AREAS, MODULE_AREAS } from './navigation';
import { DASHBOARD, HOLDER_PREFIXES } from './session/roles';

const acme = new Set<ModuleKey>(['organisation', 'dashboard', 'planning', 'performance', 'risk']);
const names = (areas: { module?: ModuleKey; id: string }[]) =>
  areas.map((a) => MODULES.find((m) => m.key === a.module)?.name ?? a.id);

describe('areasFor', () => {
  it('lists exactly the company’s enabled modules for an administrator, in catalogue order', () => {
    expect(names(areasFor({ role: 'employee', companyRole: 'administrator' }, acme))).toEqual([
      'Organisation',
      'Dashboard',
      'Strategic Planning',
      'Performance Management',
      'Risk Management',
    ]);
  });

  it('leaves Organisation (the administrators’ settings) out for other employees', () => {
    expect(names(areasFor({ role: 'employee', companyRole: 'employee' }, acme))).toEqual([
      'Dashboard',
      'Strategic Planning',
      'Performance Management',
      'Risk Management',
    ]);
  });

  it('lists nothing while the modules load', () => {
    expect(areasFor({ role: 'employee', companyRole: 'employee' }, undefined)).toEqual([]);
  });

  it('gives the owner the holder areas whatever the modules', () => {
    expect(areasFor({ role: 'holder', companyRole: null }, acme)).toEqual(HOLDER_AREAS);
  });
});

describe('areaOf', () => {
  it.each([
    ['/app/dashboard', 'dashboard'],
    ['/app/annual/list', 'planning'],
    ['/app/strategic/edit/1', 'planning'],
    ['/app/operational/rating-scales', 'planning'],
    ['/app/performance/manage-quarters', 'performance'],
    ['/app/ra-risk-management/main', 'risk'],
    ['/app/settings/logos', 'organisation'],
    ['/app/reports/main', 'performance'],
    // a branch another area owns under planning's /app/annual
    ['/app/annual/organizational', 'surveys'],
    ['/app/annual/organizational/heat-map/1', 'surveys'],
    // a report another area owns under performance's /app/reports
    ['/app/reports/degree-360-reviews', 'surveys'],
    ['/app/annual/degree-360-competencies/contribution', 'surveys'],
  ])('%s belongs to %s', (path, id) => {
    expect(areaOf(path, MODULE_AREAS)?.id).toBe(id);
  });

  it('matches whole path segments only', () => {
    expect(areaOf('/app/dashboards', MODULE_AREAS)).toBeUndefined();
    expect(areaOf('/app/companies/list', HOLDER_AREAS)?.id).toBe('companies');
  });
});

describe('the area table', () => {
  it('has one area per catalogue module', () => {
    expect(MODULE_AREAS.map((a) => a.module)).toEqual(MODULES.map((m) => m.key));
  });

  it('agrees with the holder prefixes the sign-in redirect checks', () => {
    expect(HOLDER_AREAS.flatMap((a) => a.paths).filter((p) => p !== DASHBOARD)).toEqual([...HOLDER_PREFIXES]);
  });

  it('links only to paths its own area owns', () => {
    for (const a of [...HOLDER_AREAS, ...MODULE_AREAS]) {
      for (const link of [{ to: a.home }, ...a.links]) expect(areaOf(link.to, [a])?.id).toBe(a.id);
    }
  });
});
