/** Pieces the organisation screens share (structure and people). */
export { UnitCascadeField, type UnitCascadeFieldProps } from './unit-cascade-field';
export {
  EmployeePickerField,
  type EmployeePickerFieldProps,
  type PickedEmployee,
} from './employee-picker-field';
export {
  HIERARCHY_KEYS,
  invalidateHierarchy,
  unitsOfLevelQueryOptions,
  unitsUnderQueryOptions,
  type UnitChain,
  type UnitListFilter,
} from './units';
