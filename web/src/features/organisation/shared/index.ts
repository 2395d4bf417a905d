/** Pieces the organisation screens share (structure and people). */
export { UnitCascadeField, type UnitCascadeFieldProps } from './UnitCascadeField';
export {
  EmployeePickerField,
  type EmployeePickerFieldProps,
  type PickedEmployee,
} from './EmployeePickerField';
export {
  HIERARCHY_KEYS,
  invalidateHierarchy,
  unitsOfLevelQueryOptions,
  unitsUnderQueryOptions,
  type UnitChain,
  type UnitListFilter,
} from './units';
