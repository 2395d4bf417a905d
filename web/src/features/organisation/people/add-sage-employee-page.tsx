import { AddStagedEmployeesPage } from './add-staged-employees';

/** spec §2 add-sage-employee. */
export const Component = () => <AddStagedEmployeesPage source="sage" />;
