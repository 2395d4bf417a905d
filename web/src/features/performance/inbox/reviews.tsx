import type { TInboxCompanyReview, TInboxReview } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import type { Band } from '@stratum/rules';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedTable } from '../../../components/table-name';
import { bandsFromList, ScoreBadge, useBands } from '../../scorecard';
import { useCompanyReviews, useEmployeeReviews, useSubordinateEmployeeReviews } from './api';
import type { Filters } from './filters';

/** Which of the reviews the section shows: all three (the inbox tab) or one (its own page). */
export type ReviewsShown = 'all' | 'company' | 'mine' | 'team';

/** The assessment review screen of a quarter. */
export const reviewTarget = (r: Pick<TInboxReview, 'scorecardId'>) =>
  `/app/my-inbox/performance-assessment-review?scorecardId=${encodeURIComponent(r.scorecardId)}`;

const Score = ({
  score,
  colour,
  bands,
  label,
}: {
  score: number | null;
  colour: string | null;
  bands: readonly Band[];
  label: string;
}) =>
  score === null ? (
    <span title={label}>–</span>
  ) : (
    <ScoreBadge score={score} colour={colour} bands={bands} label={label} />
  );

const CompanyReviews = ({ f, bands, intro }: { f: Filters; bands: readonly Band[]; intro: boolean }) => {
  const { t } = useTranslation('inbox');
  const list = useCompanyReviews(f.annualPlan?.id).data?.list ?? [];
  return (
    <section className="card">
      <h3>{t('reviews.company')}</h3>
      {intro ? <p className="muted">{t('reviews.companyText')}</p> : null}
      <DataTable
        value={list}
        dataKey="id"
        emptyMessage={t('reviews.noCompany')}
        pt={namedTable(t('reviews.company'))}
      >
        <Column field="quarterLabel" header={t('filter.quarter')} />
        <Column
          header={t('reviews.col.final')}
          body={(a: TInboxCompanyReview) => (
            <ScoreBadge
              score={a.finalScore}
              colour={a.finalColorValue}
              bands={bands}
              label={t('reviews.col.final')}
            />
          )}
        />
        <Column
          header={t('reviews.col.completed')}
          body={(a: TInboxCompanyReview) => formatDate(a.completedAt)}
        />
        <Column
          header={t('reviews.col.comments')}
          body={(a: TInboxCompanyReview) =>
            a.comments ? (
              <div
                className="inbox-review-comments"
                // sanitised by the server (sanitize-html, as employee-review notes)
                dangerouslySetInnerHTML={{ __html: a.comments }}
              />
            ) : (
              ''
            )
          }
        />
      </DataTable>
    </section>
  );
};

const ReviewTable = ({
  list,
  label,
  team,
  bands,
}: {
  list: readonly TInboxReview[];
  label: string;
  team: boolean;
  bands: readonly Band[];
}) => {
  const { t } = useTranslation('inbox');
  const score = (field: 'self' | 'total' | 'adjusted' | 'final') => (r: TInboxReview) => {
    const [value, colour] =
      field === 'self'
        ? [r.selfScore, r.selfColorValue]
        : field === 'total'
          ? [r.totalScore, r.totalColorValue]
          : field === 'adjusted'
            ? [r.adjustedTotal, r.adjustedColorValue]
            : [r.finalScore, r.finalColorValue];
    return <Score score={value} colour={colour} bands={bands} label={t(`reviews.col.${field}`)} />;
  };
  // the plan's 360 competency review counts: the final score is the blend (docs/surveys.md)
  const weight = list.find((r) => r.competencyWeight > 0)?.competencyWeight ?? 0;
  return (
    <>
      {weight > 0 ? (
        <p className="muted">
          {t('reviews.blendNote', { scorecard: String(100 - weight), weight: String(weight) })}
        </p>
      ) : null}
      <DataTable
        value={[...list]}
        dataKey="scorecardId"
        emptyMessage={t('none')}
        pt={namedTable(label, { wide: true })}
      >
        {team ? <Column field="employeeName" header={t('col.employee')} /> : null}
        <Column field="quarterLabel" header={t('filter.quarter')} />
        {team ? (
          <Column header={t('col.actingFor')} body={(r: TInboxReview) => r.actingForName ?? ''} />
        ) : (
          <Column header={t('reviews.col.supervisor')} body={(r: TInboxReview) => r.supervisorName ?? '–'} />
        )}
        <Column field="agreementStatus" header={t('col.agreement')} />
        <Column field="assessmentStatus" header={t('col.assessment')} />
        <Column field="qaStatus" header={t('col.qa')} />
        <Column
          header={t('reviews.col.reviewComplete')}
          body={(r: TInboxReview) => (r.reviewComplete ? t('reviews.yes') : t('reviews.no'))}
        />
        <Column header={t('reviews.col.self')} body={score('self')} />
        <Column header={t('reviews.col.total')} body={score('total')} />
        <Column header={t('reviews.col.adjusted')} body={score('adjusted')} />
        {weight > 0 ? (
          <Column
            header={t('reviews.col.competency')}
            body={(r: TInboxReview) =>
              r.competencyScore === null ? (
                '–'
              ) : (
                <Score
                  score={r.competencyScore}
                  colour={null}
                  bands={bands}
                  label={t('reviews.col.competency')}
                />
              )
            }
          />
        ) : null}
        <Column header={t('reviews.col.final')} body={score('final')} />
        <Column
          header={t('col.open')}
          body={(r: TInboxReview) => (
            <Link to={reviewTarget(r)} aria-label={`${t('open')} ${r.employeeName} ${r.quarterLabel}`}>
              {t('open')}
            </Link>
          )}
        />
      </DataTable>
    </>
  );
};

const MyReviews = ({ f, bands }: { f: Filters; bands: readonly Band[] }) => {
  const { t } = useTranslation('inbox');
  const list = useEmployeeReviews(f.annualPlan?.id).data?.list ?? [];
  return (
    <section className="card">
      <h3>{t('reviews.mine')}</h3>
      <ReviewTable list={list} label={t('reviews.mine')} team={false} bands={bands} />
    </section>
  );
};

const TeamReviews = ({ f, bands }: { f: Filters; bands: readonly Band[] }) => {
  const { t } = useTranslation('inbox');
  const list = useSubordinateEmployeeReviews(f.annualPlan?.id).data?.list ?? [];
  return (
    <section className="card">
      <h3>{t('reviews.team')}</h3>
      <ReviewTable list={list} label={t('reviews.team')} team bands={bands} />
    </section>
  );
};

/**
 * spec §2 company, employee and subordinate employee reviews of the chosen annual plan: the plan's
 * Complete company assessments, the caller's own quarters and their team's, each quarter linking to
 * its assessment review. Survey and 360-degree survey views come with a surveys module (none yet).
 */
export const ReviewsSection = ({ f, show }: { f: Filters; show: ReviewsShown }) => {
  const { t } = useTranslation('inbox');
  const bands = bandsFromList(useBands('strategic', f.annualPlan?.strategicPlanId).data?.list);
  if (!f.annualPlan) return <p className="muted">{t('filter.pickPlan')}</p>;
  return (
    <>
      {show === 'all' || show === 'company' ? (
        <CompanyReviews f={f} bands={bands} intro={show === 'all'} />
      ) : null}
      {show === 'all' || show === 'mine' ? <MyReviews f={f} bands={bands} /> : null}
      {show === 'all' || show === 'team' ? <TeamReviews f={f} bands={bands} /> : null}
    </>
  );
};
