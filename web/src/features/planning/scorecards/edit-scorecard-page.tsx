import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { bandsFromList, Editor, useBands, usePerspectives, useScorecard } from '../../scorecard';
import { usePlanningAdmin } from '../shared/access';
import { scorecardScreensOf, withPlan, type ScorecardScreens } from './paths';

/**
 * spec §2 /app/strategic/edit-scorecard/:id (and /app/operational/…): one scorecard — its name,
 * KPAs and KPIs, every KPI field edited in place, the weights totalled and every score previewed
 * as typed (the rating engine in the browser on the plan's bands), for the year or a quarter
 * (`?period=Q1`); comments on each KPA and KPI at the side. Readers see it without the controls.
 */
export const Component = () => {
  const screens = scorecardScreensOf(useLocation().pathname);
  const { id = '' } = useParams();
  return <ScorecardEditor key={`${screens.base}/${id}`} screens={screens} id={id} />;
};

const ScorecardEditor = ({ screens, id }: { screens: ScorecardScreens; id: string }) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const admin = usePlanningAdmin();
  const detail = useScorecard(screens.kind, id);
  const planId = detail.data?.scorecard.planId;
  const bands = useBands(screens.kind, planId);
  const perspectives = usePerspectives(screens.kind, planId);
  const title = ts(screens.titles.edit);
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <LoadFailed
        pageTitle={title}
        title={t('notFound')}
        text={detail.error.message}
        {...(detail.error.message.includes('no such') ? {} : { onRetry: () => void detail.refetch() })}
        backTo={screens.list}
        backLabel={t('backToList')}
      />
    );
  return (
    <Editor
      setup={{
        kind: screens.kind,
        title,
        intro: t(`editor.intro.${screens.kind}`),
        backTo: withPlan(screens.list, detail.data.scorecard.planId),
        backLabel: t('backToList'),
        ratingScales: withPlan(screens.ratingScales, detail.data.scorecard.planId),
        readOnlyNote: t('readOnly'),
      }}
      scorecard={detail.data.scorecard}
      bands={bandsFromList(bands.data?.list)}
      bandsLoaded={!bands.isPending}
      points={bands.data?.points ?? 5}
      perspectives={(perspectives.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
      admin={admin}
    />
  );
};
