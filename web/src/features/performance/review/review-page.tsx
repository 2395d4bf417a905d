import {
  AGREEMENT_TYPES,
  type TAgreementType,
  type TAssessment,
  type TAssessmentKpi,
  type TPerformanceAction,
  type TPerformanceRecord,
} from '@stratum/contracts';
import { manualScoresOf, type Band, type RatingPoints } from '@stratum/rules';
import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { StatusTag } from '../../../components/status-tag';
import { notify } from '../../../lib/notify';
import { ScoreBadge, WeightTotal } from '../../scorecard';
import { AnnualPlanPage } from '../scorecards/parts';
import {
  useAddNote,
  useAssessment,
  useEvidenceLink,
  useMoves,
  useNotes,
  useReview,
  useReviews,
  useSaveScore,
  useUpdateActual,
  useUploadEvidence,
} from './api';
import './review.css';
import { ScrollTable } from '../../../components/scroll-table';

/**
 * spec §2 /app/my-inbox/performance-agreement-review and performance-assessment-review: the
 * caller's quarters and their team's (as supervisor or acting supervisor), and one quarter opened
 * (`?scorecardId=`, the link the workflow's emails carry) with the moves the caller may make now.
 * The assessment view adds the quarter's KPIs: actuals with evidence and the employee's own
 * scores, the supervisor's scores, and the rating the server computes, in the plan's band colours.
 */
export const Component = () => {
  const assessment = useLocation().pathname.endsWith('performance-assessment-review');
  const { t } = useTranslation('employeeReview');
  const { t: ts } = useTranslation();
  const [params] = useSearchParams();
  const scorecardId = params.get('scorecardId');
  return (
    <AnnualPlanPage
      key={String(assessment)}
      title={ts(assessment ? 'nav.performanceAssessmentReview' : 'nav.performanceAgreementReview')}
      intro={t(assessment ? 'assessmentIntro' : 'agreementIntro')}
    >
      {(annualPlanId) => (
        <>
          <Lists key={annualPlanId} annualPlanId={annualPlanId} />
          {scorecardId ? (
            <RecordPanel key={scorecardId} scorecardId={scorecardId} assessment={assessment} />
          ) : (
            <p className="review-choose">{t('choose')}</p>
          )}
        </>
      )}
    </AnnualPlanPage>
  );
};

const quarterLabel = (q: number) => `Q${q + 1}`;

const Lists = ({ annualPlanId }: { annualPlanId: string }) => {
  const { t } = useTranslation('employeeReview');
  const mine = useReviews({ as: 'employee', annualPlanId });
  const team = useReviews({ as: 'supervisor', annualPlanId });
  return (
    <div className="review-lists">
      <RecordTable label={t('mine')} list={mine.data?.list} loading={mine.isPending} />
      {team.data && team.data.list.length > 0 ? (
        <RecordTable label={t('team')} list={team.data.list} loading={team.isPending} />
      ) : null}
    </div>
  );
};

const RecordTable = ({
  label,
  list,
  loading,
}: {
  label: string;
  list: TPerformanceRecord[] | undefined;
  loading: boolean;
}) => {
  const { t } = useTranslation('employeeReview');
  const [params, setParams] = useSearchParams();
  if (loading) return <Loading />;
  return (
    <section className="card review-list" aria-label={label}>
      <h2>{label}</h2>
      {!list || list.length === 0 ? (
        <EmptyState title={t('none')} text={t('noneText')} />
      ) : (
        <ScrollTable className="review-table" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{t('fields.employee')}</th>
              <th scope="col">{t('fields.scorecard')}</th>
              <th scope="col">{t('fields.quarter')}</th>
              <th scope="col">{t('fields.agreement')}</th>
              <th scope="col">{t('fields.assessment')}</th>
              <th scope="col">{t('fields.qa')}</th>
              <th scope="col">{t('fields.awaiting')}</th>
              <th scope="col">
                <span className="sr-only">{t('open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr
                key={r.scorecardId}
                className={params.get('scorecardId') === r.scorecardId ? 'chosen' : undefined}
              >
                <td>{r.employeeName}</td>
                <td>{r.scorecardName}</td>
                <td>{quarterLabel(r.quarter)}</td>
                <td>
                  <StatusTag value={r.agreementStatus} />
                </td>
                <td>
                  <StatusTag value={r.assessmentStatus} />
                </td>
                <td>
                  <StatusTag value={r.qaStatus} />
                </td>
                <td>{r.awaitingName ?? t('fields.nobody')}</td>
                <td>
                  <Button
                    text
                    label={t('open')}
                    aria-label={`${t('open')} ${r.employeeName} ${quarterLabel(r.quarter)}`}
                    onClick={() => {
                      const next = new URLSearchParams(params);
                      next.set('scorecardId', r.scorecardId);
                      setParams(next);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
};

const AGREEMENT_MOVES: readonly TPerformanceAction[] = ['submit', 'agree', 'dispute'];
const ASSESSMENT_MOVES: readonly TPerformanceAction[] = [
  'self-assess',
  'return',
  'supervisor-assess',
  'review-complete',
  'check',
  'complete',
  'recall',
  'refer-back',
];

const RecordPanel = ({ scorecardId, assessment }: { scorecardId: string; assessment: boolean }) => {
  const { t } = useTranslation('employeeReview');
  const review = useReview(scorecardId);
  if (review.isPending) return <Loading />;
  if (review.isError) {
    return (
      <div className="card">
        <EmptyState icon="pi pi-exclamation-circle" title={review.error.message} text="" />
      </div>
    );
  }
  const r = review.data.record;
  return (
    <section className="card review-record" aria-label={`${r.employeeName} ${quarterLabel(r.quarter)}`}>
      <h2>
        {r.employeeName} — {r.scorecardName}
      </h2>
      <dl className="review-status">
        <Item label={t('fields.agreement')}>
          <StatusTag value={r.agreementStatus} />
        </Item>
        <Item label={t('fields.type')}>{r.agreementType}</Item>
        <Item label={t('fields.assessment')}>
          <StatusTag value={r.assessmentStatus} />
        </Item>
        <Item label={t('fields.reviewComplete')}>{r.reviewComplete ? '✓' : '—'}</Item>
        <Item label={t('fields.qa')}>
          <StatusTag value={r.qaStatus} />
        </Item>
        <Item label={t('fields.awaiting')}>{r.awaitingName ?? t('fields.nobody')}</Item>
        <Item label={t('windows.pmAgreement')}>
          {r.open.pmAgreement ? t('windows.open') : t('windows.closed')}
        </Item>
        <Item label={t('windows.pmAssessment')}>
          {r.open.pmAssessment ? t('windows.open') : t('windows.closed')}
        </Item>
      </dl>
      <Moves record={r} moves={assessment ? ASSESSMENT_MOVES : AGREEMENT_MOVES} withType={!assessment} />
      {assessment ? <AssessmentTable scorecardId={scorecardId} /> : null}
      <NotesHistory scorecardId={scorecardId} />
    </section>
  );
};

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const Moves = ({
  record: r,
  moves,
  withType,
}: {
  record: TPerformanceRecord;
  moves: readonly TPerformanceAction[];
  withType: boolean;
}) => {
  const { t } = useTranslation('employeeReview');
  const m = useMoves();
  const [notes, setNotes] = useState('');
  const [type, setType] = useState<TAgreementType>(r.agreementType);
  const offered = r.actions.filter((a) => moves.includes(a.action));
  const typeChange = withType ? r.actions.find((a) => a.action === 'change-type') : undefined;
  if (offered.length === 0 && !typeChange) return null;
  const pending = Object.values(m).some((x) => x.isPending);
  const base = { scorecardId: r.scorecardId, version: r.version };
  const html = notes;
  const run = async (action: TPerformanceAction) => {
    const withNotes = html ? { notes: html } : {};
    switch (action) {
      case 'submit':
      case 'agree':
        await m.agreement.mutateAsync({ input: { ...base, action, ...withNotes } });
        break;
      case 'dispute':
        await m.dispute.mutateAsync({ input: { ...base, notes: html } });
        break;
      case 'self-assess':
      case 'return':
      case 'supervisor-assess':
        await m.assessment.mutateAsync({ input: { ...base, action, ...withNotes } });
        break;
      case 'review-complete':
        await m.reviewComplete.mutateAsync({ input: base });
        break;
      case 'check':
        await m.check.mutateAsync({ input: { ...base, ...withNotes } });
        break;
      case 'complete':
        await m.complete.mutateAsync({ input: { ...base, ...withNotes } });
        break;
      case 'recall':
        await m.recall.mutateAsync({ input: { ...base, ...withNotes } });
        break;
      case 'refer-back':
        await m.referBack.mutateAsync({ input: { ...base, notes: html } });
        break;
      case 'change-type':
        await m.type.mutateAsync({ input: { ...base, agreementType: type } });
        break;
    }
    setNotes('');
    notify({ severity: 'success', summary: t(`done.${action}`) });
  };
  const closed = offered.find((a) => !a.windowOpen);
  return (
    <div className="review-moves">
      {closed?.window ? (
        <p className="review-closed" role="note">
          {t('windowClosed', { window: t(`windows.${closed.window}`) })}
        </p>
      ) : null}
      {offered.length > 0 ? (
        <RichTextEditor label={t('notes')} value={notes} onChange={setNotes} help={t('notesHelp')} />
      ) : null}
      <div className="review-buttons">
        {offered.map((a) => (
          <Button
            key={a.action}
            label={t(`actions.${a.action}`)}
            severity={
              a.action === 'dispute' || a.action === 'return' || a.action === 'refer-back'
                ? 'danger'
                : undefined
            }
            disabled={pending || (a.notes === 'required' && html === '')}
            onClick={() => void run(a.action).catch(() => undefined)}
          />
        ))}
      </div>
      {typeChange ? (
        <div className="review-type">
          <label htmlFor="review-type">{t('fields.type')}</label>
          <select
            id="review-type"
            className="p-inputtext"
            value={type}
            onChange={(e) => setType(e.target.value as TAgreementType)}
          >
            {AGREEMENT_TYPES.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
          <Button
            outlined
            label={t('actions.change-type')}
            disabled={pending || type === r.agreementType}
            onClick={() => void run('change-type').catch(() => undefined)}
          />
        </div>
      ) : null}
    </div>
  );
};

const AssessmentTable = ({ scorecardId }: { scorecardId: string }) => {
  const { t } = useTranslation('employeeReview');
  const q = useAssessment(scorecardId);
  if (q.isPending) return <Loading />;
  if (q.isError) return <p role="alert">{q.error.message}</p>;
  const a = q.data.assessment;
  const r = a.record;
  const agreed = r.agreementStatus === 'Agreed';
  const canEnter =
    r.roles.includes('employee') &&
    agreed &&
    (r.assessmentStatus === 'Not Started' || r.assessmentStatus === 'Returned');
  const canScore =
    r.roles.includes('supervisor') &&
    agreed &&
    !r.reviewComplete &&
    (r.assessmentStatus === 'Self Assessed' || r.assessmentStatus === 'Supervisor Assessed');
  const bands = a.bands as Band[];
  return (
    <section className="review-kpis" aria-label={t('kpis.label')}>
      <h3>{t('kpis.label')}</h3>
      <ScrollTable className="review-table" aria-label={t('kpis.label')}>
        <thead>
          <tr>
            <th scope="col">{t('kpis.name')}</th>
            <th scope="col">{t('kpis.weight')}</th>
            <th scope="col">{t('kpis.target')}</th>
            <th scope="col">{t('kpis.actual')}</th>
            <th scope="col">{t('kpis.percent')}</th>
            <th scope="col">{t('kpis.evidence')}</th>
            <th scope="col">{t('kpis.self')}</th>
            <th scope="col">{t('kpis.supervisor')}</th>
            <th scope="col">{t('kpis.adjusted')}</th>
            <th scope="col">{t('kpis.score')}</th>
            <th scope="col">
              <span className="sr-only">{t('kpis.save')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {a.kpis.map((k) => (
            <KpiRow
              key={`${k.kpiId}-${k.version}-${k.selfScore}`}
              scorecardId={scorecardId}
              k={k}
              bands={bands}
              points={a.ratingPoints}
              canEnter={canEnter}
              canScore={canScore}
            />
          ))}
        </tbody>
      </ScrollTable>
      <Totals a={a} bands={bands} />
    </section>
  );
};

const Totals = ({ a, bands }: { a: TAssessment; bands: Band[] }) => {
  const { t } = useTranslation('employeeReview');
  return (
    <dl className="review-totals">
      <Item label={t('totals.self')}>
        <ScoreBadge score={a.selfTotal} colour={null} bands={bands} label={t('totals.self')} />
      </Item>
      <Item label={t('totals.total')}>
        <span data-testid="review-total">
          <ScoreBadge score={a.total} colour={a.colorValue} bands={bands} label={t('totals.total')} />
        </span>
      </Item>
      {a.adjustedTotal !== null ? (
        <Item label={t('totals.adjusted')}>
          <ScoreBadge
            score={a.adjustedTotal}
            colour={a.adjustedColorValue}
            bands={bands}
            label={t('totals.adjusted')}
          />
        </Item>
      ) : null}
      <Item label={t('kpis.weight')}>
        <WeightTotal total={a.weightTotal} valid={a.weightsValid} />
      </Item>
      {a.competency.weight > 0 ? (
        <>
          <Item label={t('totals.competency', { weight: a.competency.weight })}>
            <span data-testid="review-competency">
              {a.competency.score === null ? (
                t('totals.competencyNone')
              ) : (
                <ScoreBadge
                  score={a.competency.score}
                  colour={null}
                  bands={bands}
                  label={t('totals.competency', { weight: a.competency.weight })}
                />
              )}
            </span>
          </Item>
          <Item label={t('totals.final')}>
            <span data-testid="review-final">
              <ScoreBadge
                score={a.competency.finalScore}
                colour={null}
                bands={bands}
                label={t('totals.final')}
              />
            </span>
            <small>
              {a.competency.blended
                ? t('totals.blend', {
                    scorecard: a.competency.scorecardTotal,
                    scorecardPart: 100 - a.competency.weight,
                    competency: a.competency.score,
                    weight: a.competency.weight,
                  })
                : t('totals.notBlended')}
            </small>{' '}
            <Link
              to={`/app/annual/degree-360-competencies/answer?annualPlanId=${a.record.annualPlanId}&employeeId=${a.record.employeeId}`}
            >
              {t('totals.competencyReview')}
            </Link>
          </Item>
        </>
      ) : null}
    </dl>
  );
};

const num = (s: string): number | null => (s.trim() === '' ? null : Number(s));

const KpiRow = ({
  scorecardId,
  k,
  bands,
  points,
  canEnter,
  canScore,
}: {
  scorecardId: string;
  k: TAssessmentKpi;
  bands: Band[];
  points: RatingPoints;
  canEnter: boolean;
  canScore: boolean;
}) => {
  const { t } = useTranslation('employeeReview');
  const [actual, setActual] = useState(k.actual === null ? '' : String(k.actual));
  const [self, setSelf] = useState(k.selfScore === null ? '' : String(k.selfScore));
  const [sup, setSup] = useState(k.supervisorScore === null ? '' : String(k.supervisorScore));
  const [adjusted, setAdjusted] = useState(k.adjustedScore === null ? '' : String(k.adjustedScore));
  const updateActual = useUpdateActual();
  const saveScore = useSaveScore();
  const upload = useUploadEvidence();
  const link = useEvidenceLink();
  const pending = updateActual.isPending || saveScore.isPending || upload.isPending;
  const save = async () => {
    let version = k.version;
    if (canEnter && num(actual) !== k.actual && k.kpiType === 'Quantitative') {
      const out = await updateActual.mutateAsync({
        input: { scorecardId, kpiId: k.kpiId, version, actual: num(actual) },
      });
      version = out.assessment.kpis.find((x) => x.kpiId === k.kpiId)?.version ?? version + 1;
    }
    if (canEnter && num(self) !== k.selfScore) {
      await saveScore.mutateAsync({ input: { scorecardId, kpiId: k.kpiId, version, score: num(self) } });
    }
    if (canScore && (num(sup) !== k.supervisorScore || num(adjusted) !== k.adjustedScore)) {
      await saveScore.mutateAsync({
        input: { scorecardId, kpiId: k.kpiId, version, score: num(sup), adjustedScore: num(adjusted) },
      });
    }
    notify({ severity: 'success', summary: t('kpis.saved', { kpi: k.name }) });
  };
  /**
   * A score typed by hand: the self and supervisor scores of a three-point plan are one of 0, 1, 3,
   * 5, 6 (docs/planning.md "Three-point scales"); an adjustment stays any number 0..6.
   */
  const scoreInput = (value: string, set: (v: string) => void, label: string, adjustment = false) =>
    points === 3 && !adjustment ? (
      <select
        className="p-inputtext review-score-input"
        aria-label={`${label} ${k.name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
      >
        <option value="">—</option>
        {manualScoresOf(points).map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </select>
    ) : (
      <input
        type="number"
        min={0}
        max={6}
        step={1}
        className="p-inputtext review-score-input"
        aria-label={`${label} ${k.name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  return (
    <tr>
      <th scope="row">{k.name}</th>
      <td>{k.weight ?? '—'}</td>
      <td>{k.kpiType === 'Qualitative' ? (k.manualTarget ?? '—') : (k.target ?? '—')}</td>
      <td>
        {canEnter && k.kpiType === 'Quantitative' ? (
          <input
            type="number"
            className="p-inputtext review-actual-input"
            aria-label={`${t('kpis.actual')} ${k.name}`}
            value={actual}
            onChange={(e) => setActual(e.target.value)}
          />
        ) : (
          (k.actual ?? '—')
        )}
      </td>
      <td>{k.percent === null ? '—' : `${k.percent}%`}</td>
      <td>
        <ul className="review-evidence">
          {k.evidence.map((e) => (
            <li key={e.id}>
              <Button
                link
                label={e.name}
                onClick={() =>
                  void link
                    .mutateAsync({ input: { scorecardId, kpiId: k.kpiId, evidenceId: e.id } })
                    .then(({ url }) => window.open(url, '_blank', 'noopener'))
                    .catch(() => undefined)
                }
              />
            </li>
          ))}
        </ul>
        {canEnter ? (
          <input
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            aria-label={t('kpis.upload', { kpi: k.name })}
            disabled={pending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              void upload
                .mutateAsync({ input: { scorecardId, kpiId: k.kpiId }, file })
                .then(({ evidence }) =>
                  notify({ severity: 'success', summary: t('kpis.uploaded', { name: evidence.name }) }),
                )
                .catch(() => undefined);
            }}
          />
        ) : null}
      </td>
      <td>{canEnter ? scoreInput(self, setSelf, t('kpis.self')) : (k.selfScore ?? '—')}</td>
      <td>{canScore ? scoreInput(sup, setSup, t('kpis.supervisor')) : (k.supervisorScore ?? '—')}</td>
      <td>
        {canScore ? scoreInput(adjusted, setAdjusted, t('kpis.adjusted'), true) : (k.adjustedScore ?? '—')}
      </td>
      <td>
        <ScoreBadge score={k.score} colour={k.colorValue} bands={bands} label={t('kpis.score')} />
      </td>
      <td>
        {canEnter || canScore ? (
          <Button
            label={t('kpis.save')}
            aria-label={`${t('kpis.save')} ${k.name}`}
            disabled={pending}
            onClick={() => void save().catch(() => undefined)}
          />
        ) : null}
      </td>
    </tr>
  );
};

const NotesHistory = ({ scorecardId }: { scorecardId: string }) => {
  const { t } = useTranslation('employeeReview');
  const notes = useNotes(scorecardId);
  const add = useAddNote();
  const [text, setText] = useState('');
  return (
    <section className="review-notes" aria-label={t('notesHistory')}>
      <h3>{t('notesHistory')}</h3>
      {notes.isPending ? (
        <Loading />
      ) : notes.isError ? (
        <p role="alert">{notes.error.message}</p>
      ) : notes.data.list.length === 0 ? (
        <p>{t('noNotes')}</p>
      ) : (
        <ol>
          {notes.data.list.map((n) => (
            <li key={n.id}>
              <div className="review-note-meta">
                {n.authorName} · {n.action} · {new Date(n.createdAt).toLocaleString()}
              </div>
              {/* n.html is server-sanitised (sanitize-html, core/src/performance/review/notes.ts) before it
                  is stored; nothing else is ever rendered as HTML here */}
              <div className="review-note-body" dangerouslySetInnerHTML={{ __html: n.html }} />
            </li>
          ))}
        </ol>
      )}
      <div className="review-add-note">
        <RichTextEditor label={t('addNote')} value={text} onChange={setText} height={80} />
        <Button
          outlined
          label={t('addNote')}
          disabled={add.isPending || text === ''}
          onClick={() =>
            void add
              .mutateAsync({ input: { scorecardId, html: text } })
              .then(() => setText(''))
              .catch(() => undefined)
          }
        />
      </div>
    </section>
  );
};
