import { CompanySettingPage } from './company-setting-page';

export const Component = () => (
  <CompanySettingPage setting="measurementQualitative" titleKey="nav.measurementQualitative" />
);
