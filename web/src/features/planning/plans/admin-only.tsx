import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import type { ShellKey } from '../../../lib/navigation';

/** An add page opened by someone who may only read: what it is for, who can use it, the way back. */
export const AdminOnly = ({
  title,
  text,
  backTo,
}: {
  title: ShellKey;
  text: 'plans.adminOnly' | 'annual.adminOnly';
  backTo: string;
}) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  return (
    <section className="planning-page">
      <PageHeader title={ts(title)} />
      <div className="card">
        <EmptyState icon="pi pi-lock" title={t(text)} action={<Link to={backTo}>{ts('common.back')}</Link>} />
      </div>
    </section>
  );
};
