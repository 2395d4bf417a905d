import type { TReportContent } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { ReviewStatus } from '../engagement/review-panel';
import { RatingTag } from '../findings/finding-pages';
import { OpinionRatingTag } from './rating-tag';
import './audit-report.css';

const Field = ({ label, text }: { label: string; text: string }) =>
  text.trim() ? (
    <>
      <dt>{label}</dt>
      <dd className="audit-report-text">{text}</dd>
    </>
  ) : null;

/**
 * A report's content as the page shows it: the audit, overall opinion, scope, memorandum and each
 * finding with its root causes and management responses. `reviews` shows each part's review
 * state (the draft); a final version leaves it out.
 */
export const ReportView = ({ content: c, reviews }: { content: TReportContent; reviews: boolean }) => {
  const { t } = useTranslation('audit-report');
  const { t: tf } = useTranslation('audit-findings');
  const review = (status: TReportContent['findings'][number]['status']) =>
    reviews ? <ReviewStatus artefact={{ status, changedAfterApproval: false }} /> : null;
  return (
    <article className="card audit-report" aria-label={t('report.content')}>
      <header>
        <h2>{c.engagement.title}</h2>
        <p>
          {c.companyName} · {c.engagement.auditArea} · {c.engagement.startDate} – {c.engagement.endDate} ·{' '}
          {t('report.lead')}: {c.engagement.lead}
        </p>
      </header>
      <section aria-label={t('opinion.title')}>
        <h3>{t('opinion.title')}</h3>
        {c.opinion ? (
          <>
            <p>
              <OpinionRatingTag name={c.opinion.ratingName} colour={c.opinion.colour} />{' '}
              {review(c.opinion.status)}
            </p>
            <p className="audit-report-text">{c.opinion.reasoning}</p>
          </>
        ) : (
          <p>{t('opinion.none')}</p>
        )}
      </section>
      <section aria-label={t('report.scope')}>
        <h3>{t('report.scope')}</h3>
        {c.scope.length === 0 ? <p>{t('report.noScope')}</p> : null}
        {c.scope.map((s, i) => (
          <div key={i}>
            <h4>
              {s.title} {review(s.status)}
            </h4>
            <dl className="audit-detail">
              <Field label={t('report.inScope')} text={s.inScope} />
              <Field label={t('report.outOfScope')} text={s.outOfScope} />
            </dl>
          </div>
        ))}
      </section>
      {c.memo ? (
        <section aria-label={t('report.memo')}>
          <h3>{t('report.memo')}</h3>
          <dl className="audit-detail">
            <Field label={t('report.objectives')} text={c.memo.objectives} />
            <Field label={tf('fields.criteria')} text={c.memo.criteria} />
            <Field label={t('report.risksConsidered')} text={c.memo.risksConsidered} />
            <Field label={t('report.resources')} text={c.memo.resources} />
            <Field label={t('report.timeline')} text={c.memo.timeline} />
          </dl>
        </section>
      ) : null}
      <section aria-label={t('report.findings')}>
        <h3>
          {t('report.findings')} ({c.findings.length})
        </h3>
        {c.findings.length === 0 ? <p>{t('report.noFindings')}</p> : null}
        {c.findings.map((f, i) => (
          <section key={f.id} aria-label={f.title}>
            <h4>
              {i + 1}. {f.title} <RatingTag rating={f.rating} /> {review(f.status)}
            </h4>
            <dl className="audit-detail">
              <Field label={tf('fields.criteria')} text={f.criteria} />
              <Field label={tf('fields.condition')} text={f.condition} />
              <Field label={tf('fields.cause')} text={f.cause} />
              <Field label={tf('fields.effect')} text={f.effect} />
              {f.rootCauses.length ? (
                <>
                  <dt>{tf('fields.rootCauses')}</dt>
                  <dd>
                    <ul>
                      {f.rootCauses.map((r, j) => (
                        <li key={j}>
                          <strong>{tf(`category.${r.category}`)}</strong>: {r.description}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
              <Field label={tf('fields.recommendation')} text={f.recommendation} />
              {f.responses.map((r, j) => (
                <div key={j}>
                  <dt>
                    {t('report.response')} ({r.respondedBy}, {r.respondedAt.slice(0, 10)})
                  </dt>
                  <dd className="audit-report-text">{r.response}</dd>
                  <dd>
                    <ul>
                      {r.actions.map((a, k) => (
                        <li key={k}>
                          {a.title} — {a.ownerName}, {t('report.due')} {a.dueOn} ({a.status})
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </section>
    </article>
  );
};
