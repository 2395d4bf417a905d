import type { TAuditAction } from '@stratum/contracts';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = {
  Open: 'info',
  'In progress': 'warning',
  Implemented: 'success',
  Overdue: 'danger',
  Closed: 'secondary',
} as const;

/** An action's shown status: its state, or Overdue past the due date while not implemented. */
export const ActionStatusTag = ({ status }: { status: TAuditAction['status'] }) => {
  const { t } = useTranslation('audit-findings');
  return <Tag value={t(`action.statusOf.${status}`)} severity={SEVERITY[status]} />;
};
