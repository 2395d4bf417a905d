import type { QaPanel } from '../entities/qa';

export const STALE =
  'This QA panel was changed by someone else since you opened it. Reload it and try again.';

export const panelNoun = (panel: QaPanel) => `${panel} QA panel`;
