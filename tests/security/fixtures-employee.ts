import type { Fixture } from './fixtures';

/** Security fixtures of the organisation routes (see fixtures.ts for what each field means). */
export const EMPLOYEE_FIXTURES: Record<string, Fixture> = {};
