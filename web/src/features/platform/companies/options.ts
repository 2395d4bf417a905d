import { ZRatingScaleOption, ZStatus } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';

/** The company statuses, labelled in the person's language, for dropdowns and filters. */
export const useStatusOptions = () => {
  const { t } = useTranslation('platform');
  return ZStatus.options.map((value) => ({ value, label: t(`company.statusOptions.${value}`) }));
};

export const useRatingScaleOptions = () => {
  const { t } = useTranslation('platform');
  return ZRatingScaleOption.options.map((value) => ({ value, label: t(`ratingScaleOptions.${value}`) }));
};
