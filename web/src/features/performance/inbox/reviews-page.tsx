import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { InboxSurveys, InboxViewSelector, useInboxSurveyView } from '../../surveys';
import { Toolbar, useFilters } from './filters';
import { ReviewsSection, type ReviewsShown } from './reviews';

/** The review pages of spec §2 by path: each shows its own section of the inbox's reviews tab. */
const PAGES: Record<
  string,
  {
    show: Exclude<ReviewsShown, 'all'>;
    titleKey: 'nav.companyReviews' | 'nav.employeeReviews' | 'nav.subordinateEmployeeReviews';
  }
> = {
  'company-reviews': { show: 'company', titleKey: 'nav.companyReviews' },
  'employee-reviews': { show: 'mine', titleKey: 'nav.employeeReviews' },
  'subordinate-employee-reviews': { show: 'team', titleKey: 'nav.subordinateEmployeeReviews' },
};

/**
 * spec §2 /app/my-inbox/company-reviews, employee-reviews, subordinate-employee-reviews: one section
 * of the reviews tab, with the inbox's plan filter (kept in the URL).
 */
export const Component = () => {
  const { t } = useTranslation('inbox');
  const { t: ts } = useTranslation();
  const last = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const page = PAGES[last] ?? PAGES['employee-reviews']!;
  const f = useFilters();
  // spec §2: each review page "with survey and 360-degree survey views" (docs/surveys.md)
  const { offered, view, setView } = useInboxSurveyView();
  return (
    <section>
      <PageHeader title={ts(page.titleKey)}>
        <p className="muted">{t(`reviews.pageIntro.${page.show}`)}</p>
      </PageHeader>
      {offered ? <InboxViewSelector view={view} setView={setView} /> : null}
      {view === 'reviews' ? (
        <>
          <Toolbar f={f} withQuarter={false} />
          <ReviewsSection f={f} show={page.show} />
        </>
      ) : (
        <InboxSurveys view={view} team={page.show === 'team'} />
      )}
    </section>
  );
};
