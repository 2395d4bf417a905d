import { CompanySettingPage } from './company-setting-page';

export const Component = () => (
  <CompanySettingPage setting="performanceCommitteeFunction" titleKey="nav.pmCommittee" />
);
