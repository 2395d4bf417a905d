import {
  ApiError,
  PERIOD_CLOSED_STATUS,
  type TCorporateAgreement,
  type TCorporateAgreementStatus,
} from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useCorporateAgreement, useSetCorporateAgreement } from './api';

const SEVERITY: Record<number, 'secondary' | 'info' | 'success' | 'danger'> = {
  1: 'secondary',
  2: 'info',
  3: 'success',
  [-1]: 'danger',
};

/** The button that moves the agreement from its status to `to` (submit, agree, return, reopen). */
const moveLabel = (from: number, to: number): 'submit' | 'agree' | 'return' | 'reopen' =>
  to === 2 ? 'submit' : to === 3 ? 'agree' : from === 2 ? 'return' : 'reopen';

/**
 * The corporate agreement status of a periodic corporate scorecard (spec §3, §4): its status, the
 * moves an administrator may make, and its history. When setting it fails with the server's
 * `Period is closed`, the status shown is “Period is closed” (id -1), as the spec says; nothing was
 * stored, and the next successful read shows the stored status again.
 */
export const CorporateAgreementPanel = ({ scorecardId }: { scorecardId: string }) => {
  const { t } = useTranslation('companyAssessment');
  const agreement = useCorporateAgreement(scorecardId);
  const set = useSetCorporateAgreement();
  const [shown, setShown] = useState<TCorporateAgreementStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (agreement.isPending || agreement.isError) return null;
  const a: TCorporateAgreement = agreement.data;
  const status = shown ?? a.status;
  const move = (to: TCorporateAgreementStatus) => {
    setProblem(null);
    set.mutate(
      { input: { id: scorecardId, status: to.id, version: a.version } },
      {
        onSuccess: (next) => {
          setShown(null);
          notify({ severity: 'success', summary: t('agreement.saved', { status: next.status.name }) });
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.message : String(e);
          if (message === PERIOD_CLOSED_STATUS.name) setShown({ ...PERIOD_CLOSED_STATUS });
          else setProblem(message);
        },
      },
    );
  };
  return (
    <section className="card corporate-agreement" aria-labelledby={`agreement-${scorecardId}`}>
      <h3 id={`agreement-${scorecardId}`}>{t('agreement.title')}</h3>
      <p className="corporate-agreement-status" aria-live="polite">
        <span>{t('agreement.status')}: </span>
        <Tag value={status.name} severity={SEVERITY[status.id] ?? 'secondary'} />{' '}
        <span className="muted">{t('agreement.version', { version: String(a.version) })}</span>
      </p>
      {a.windowOpen ? null : <p className="muted">{t('agreement.windowClosed')}</p>}
      {a.canSet ? (
        <div className="corporate-agreement-actions">
          {a.next.map((to) => (
            <Button
              key={to.id}
              type="button"
              label={t(`agreement.${moveLabel(a.status.id, to.id)}`)}
              title={t('agreement.set', { status: to.name })}
              severity={to.id === 3 ? 'success' : to.id === 1 ? 'secondary' : undefined}
              outlined={to.id === 1}
              loading={set.isPending && set.variables?.input.status === to.id}
              disabled={set.isPending}
              onClick={() => move(to)}
            />
          ))}
        </div>
      ) : (
        <p className="muted">{t('agreement.readOnly')}</p>
      )}
      {problem ? (
        <small className="p-error" role="alert">
          {problem}
        </small>
      ) : null}
      {a.history && a.history.length > 0 ? (
        <details>
          <summary>{t('agreement.history')}</summary>
          <ul>
            {a.history.map((h) => (
              <li key={`${h.at}-${h.to.id}`}>
                {t('agreement.change', {
                  from: h.from.name,
                  to: h.to.name,
                  by: h.byName,
                  at: formatDate(h.at),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
};
