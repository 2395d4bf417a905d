/** What other features may use of the organisation: the unit and employee pickers, the unit reads. */
export {
  EmployeePickerField,
  UnitCascadeField,
  unitsOfLevelQueryOptions,
  unitsUnderQueryOptions,
  type EmployeePickerFieldProps,
  type PickedEmployee,
  type UnitCascadeFieldProps,
} from './shared';

/** A supervisor's own acting arrangement, for my inbox. */
export { MyActingSupervisor } from './structure/my-acting-supervisor';
