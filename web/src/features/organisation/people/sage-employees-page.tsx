import { StagedEmployeesPage } from './staged-employees';

/** spec §2 sage-employees. */
export const Component = () => <StagedEmployeesPage source="sage" />;
