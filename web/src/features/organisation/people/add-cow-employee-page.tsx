import { AddStagedEmployeesPage } from './add-staged-employees';

/** spec §2 add-cow-employee. */
export const Component = () => <AddStagedEmployeesPage source="cow" />;
