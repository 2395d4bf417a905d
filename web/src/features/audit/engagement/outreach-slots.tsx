import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/**
 * The engagement's outreach sub-pages (notification letter, entrance meeting, questionnaire):
 * named in the sub-navigation already, filled by the outreach screens.
 */
const NotYet = ({ what }: { what: 'notification-letter' | 'entrance-meeting' | 'questionnaire' }) => {
  const { t } = useTranslation('audit-engagement');
  return <EmptyState card title={t(`sub.${what}`)} text={t('outreach.notYet')} icon="pi pi-clock" />;
};

export const NotificationLetterSlot = () => <NotYet what="notification-letter" />;
export const EntranceMeetingSlot = () => <NotYet what="entrance-meeting" />;
export const QuestionnaireSlot = () => <NotYet what="questionnaire" />;
