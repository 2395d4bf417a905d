import { CompanySettingPage } from './company-setting-page';

export const Component = () => <CompanySettingPage setting="ratingScaleOption" titleKey="nav.ratingScale" />;
