import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ANNUAL_PLAN_PARAM } from '../../scorecard';
import { useCorporateAccess } from '../shared/access';
import { CorporateScorecardView } from '../scorecards/corporate-scorecard-view';
import { AccessNote } from './access-note';
import { corporateInboxOf, withQuery } from './paths';

/**
 * spec §2 /app/my-inbox/annual-corporate-scorecards/edit/:id and periodic-corporate-scorecards/
 * edit-periodic/:id: one corporate scorecard, its KPIs scored per quarter; the person responsible
 * changes targets, weights and scores and enters a quarter's actual while its assessment window is
 * open. Anyone else reads it.
 */
export const Component = () => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const screens = corporateInboxOf(useLocation().pathname);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const access = useCorporateAccess();
  const back = withQuery(screens.list, { [ANNUAL_PLAN_PARAM]: query.get(ANNUAL_PLAN_PARAM) });
  return (
    <section className="planning-page scorecards-page">
      <PageHeader title={ts(screens.titles.edit)}>
        <p className="page-subtitle">
          {t(screens.type === 'annual' ? 'inbox.annualIntro' : 'inbox.periodicIntro')}
        </p>
      </PageHeader>
      <AccessNote access={access.data} />
      {access.isPending ? (
        <Loading />
      ) : (
        <CorporateScorecardView
          key={id}
          id={id}
          admin={access.data?.responsible ?? false}
          onBack={() => void navigate(back)}
        />
      )}
    </section>
  );
};
