import { AUDIT_FINDINGS_ROUTES as r } from '@stratum/contracts';
import {
  addFinding,
  addOutsideFinding,
  deleteFinding,
  getFinding,
  getOutsideFinding,
  listFindings,
  exportFindings,
  exportOutsideFindings,
  listOutsideFindings,
  listRiskFindings,
  updateFinding,
  updateOutsideFinding,
  updateRootCause,
} from '@stratum/core/audit';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('audit-findings', [
  bind(r.listFindings, ({ ctx, input }) => listFindings(ctx, input)),
  bind(r.exportFindings, ({ ctx, input }) => exportFindings(ctx, input)),
  bind(r.getFinding, async ({ ctx, input }) => ({ item: await getFinding(ctx, input) })),
  bind(r.addFinding, async ({ ctx, input }) => ({ item: await addFinding(ctx, input) })),
  bind(r.updateFinding, async ({ ctx, input }) => ({ item: await updateFinding(ctx, input) })),
  bind(r.updateRootCause, async ({ ctx, input }) => ({ item: await updateRootCause(ctx, input) })),
  bind(r.deleteFinding, ({ ctx, input }) => deleteFinding(ctx, input)),
  bind(r.listRiskFindings, async ({ ctx, input }) => ({ list: await listRiskFindings(ctx, input) })),
  bind(r.listOutsideFindings, ({ ctx, input }) => listOutsideFindings(ctx, input)),
  bind(r.exportOutsideFindings, ({ ctx, input }) => exportOutsideFindings(ctx, input)),
  bind(r.getOutsideFinding, async ({ ctx, input }) => ({ item: await getOutsideFinding(ctx, input) })),
  bind(r.addOutsideFinding, async ({ ctx, input }) => ({ item: await addOutsideFinding(ctx, input) })),
  bind(r.updateOutsideFinding, async ({ ctx, input }) => ({ item: await updateOutsideFinding(ctx, input) })),
]);
