import { ZSaveOpinionRequestSchema, type TOpinion } from '@stratum/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownField, Form, TextAreaField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { notify } from '../../../lib/notify';
import { ArtefactPage, doesFieldwork } from '../engagement/artefact-page';
import { useManagedEngagement } from '../engagement/manage-layout';
import { auditPaths } from '../engagement/paths';
import { useOpinion, useOpinionRatings, useReportWrite } from './api';
import { OpinionRatingTag } from './rating-tag';

const OpinionForm = ({ opinion }: { opinion: TOpinion | null }) => {
  const { t } = useTranslation('audit-report');
  const e = useManagedEngagement();
  const ratings = useOpinionRatings();
  const save = useReportWrite('saveOpinion');
  const form = useZodForm(ZSaveOpinionRequestSchema, {
    engagementId: e.id,
    version: opinion?.version ?? 0,
    ratingId: opinion?.ratingId ?? '',
    reasoning: opinion?.reasoning ?? '',
  });
  if (ratings.isPending) return <Loading />;
  const options = (ratings.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <div className="card">
      <h2>{opinion ? t('opinion.edit') : t('opinion.write')}</h2>
      {options.length === 0 ? <p>{t('opinion.noRatings')}</p> : null}
      <Form
        label={t('opinion.title')}
        form={form}
        submitLabel={t('opinion.save')}
        pending={save.isPending}
        error={save.error}
        onSubmit={async (input) => {
          await save.mutateAsync({ input });
          notify({ severity: 'success', summary: t('opinion.saved') });
        }}
      >
        <DropdownField name="ratingId" label={t('opinion.rating')} options={options} />
        <TextAreaField name="reasoning" label={t('opinion.reasoning')} />
      </Form>
    </div>
  );
};

/**
 * spec §2 manage/{id}/overall-opinion: the engagement's overall opinion — its rating in its colour
 * and reasoning, editable by the team unless it is with the reviewers — with its review and sign-offs.
 */
export const Component = () => {
  const { t } = useTranslation('audit-report');
  const e = useManagedEngagement();
  const opinion = useOpinion(e.id);
  if (opinion.isPending) return <Loading />;
  if (opinion.isError)
    return (
      <LoadFailed
        title={t('opinion.title')}
        text={opinion.error.message}
        onRetry={() => void opinion.refetch()}
        backTo={auditPaths.manage(e.id)}
        backLabel={t('back')}
      />
    );
  const item = opinion.data.item;
  if (!item) {
    return doesFieldwork(e) ? <OpinionForm opinion={null} /> : <p className="card">{t('opinion.none')}</p>;
  }
  return (
    <ArtefactPage kind="opinion" id={e.id} backTo={auditPaths.manage(e.id)}>
      {(o) => (
        <>
          <section className="card audit-section" aria-label={t('opinion.title')}>
            <h2>
              {t('opinion.title')} <OpinionRatingTag name={o.ratingName} colour={o.colour} />
            </h2>
            <p className="audit-report-text">{o.reasoning}</p>
            <p>
              <Link to={auditPaths.report(e.id)}>{t('report.open')}</Link>
            </p>
          </section>
          {doesFieldwork(e) && o.status !== 'Sent' ? <OpinionForm key={o.version} opinion={o} /> : null}
        </>
      )}
    </ArtefactPage>
  );
};
