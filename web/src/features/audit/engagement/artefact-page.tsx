import type { ArtefactKind, TAuditArtefact, TEngagement } from '@stratum/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { useArtefact } from './api';
import { useManagedEngagement } from './manage-layout';
import { ReviewPanel } from './review-panel';

/**
 * One artefact of the managed engagement: loads it, then renders `children` with it (its form
 * or detail) and its review panel with the sign-off history under them.
 */
export const ArtefactPage = <K extends ArtefactKind>({
  kind,
  id,
  backTo,
  children,
}: {
  kind: K;
  id: string;
  backTo: string;
  children: (artefact: Extract<TAuditArtefact, { kind: K }>, engagement: TEngagement) => ReactNode;
}) => {
  const { t } = useTranslation('audit-engagement');
  const engagement = useManagedEngagement();
  const artefact = useArtefact(engagement.id, kind, id);
  if (artefact.isPending) return <Loading />;
  if (artefact.isError)
    return (
      <LoadFailed
        title={t('manage.artefactNotFound')}
        text={artefact.error.message}
        onRetry={() => void artefact.refetch()}
        backTo={backTo}
        backLabel={t('manage.back')}
      />
    );
  const item = artefact.data.item as Extract<TAuditArtefact, { kind: K }>;
  return (
    <>
      {children(item, engagement)}
      <ReviewPanel engagement={engagement} artefact={item} />
    </>
  );
};

/** Whether the caller does fieldwork on the engagement (adds and edits artefacts). */
export const doesFieldwork = (e: TEngagement): boolean =>
  e.status === 'Open' && e.myRoles.some((r) => r === 'lead' || r === 'performer' || r === 'admin');
