import type { TPerspective } from '@stratum/contracts';
import { type PerspectiveItem, planOfChild } from '../../scorecard';

export const toPerspective = (p: PerspectiveItem): TPerspective => ({
  id: p.perspectiveId,
  name: p.name,
  ...planOfChild(p),
  version: p.version,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
