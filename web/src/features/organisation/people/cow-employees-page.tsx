import { StagedEmployeesPage } from './staged-employees';

/** spec §2 cow-employees. */
export const Component = () => <StagedEmployeesPage source="cow" />;
