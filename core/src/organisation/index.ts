/**
 * The organisation: a company's people (employees, their access, import and staging, acting
 * supervisors), its hierarchy of units, and each employee's rights in the modules. It builds on
 * platform (companies, accounts, the module catalogue) through platform's index.
 */
export { effectiveSupervisor } from './acting-supervisor/effective-supervisor';
export { getActingSupervisor } from './acting-supervisor/get-acting-supervisor';
export { listActingSupervisors } from './acting-supervisor/list-acting-supervisors';
export { actsOn, dayOf } from './acting-supervisor/rules';
export { setActingSupervisor } from './acting-supervisor/set-acting-supervisor';
export { unsetActingSupervisor } from './acting-supervisor/unset-acting-supervisor';
export { addCompany } from './company/add-company';
export { getMyModuleAccess } from './employee-module/get-my-module-access';
export { listEmployeeModules } from './employee-module/list-employee-modules';
export { updateAdminAccess } from './employee-module/update-admin-access';
export { updateControlEffectiveness } from './employee-module/update-control-effectiveness';
export { addEmployee } from './employee/add-employee';
export { employeeEmailScope } from './employee/claims';
export { deleteEmployee } from './employee/delete-employee';
export { fullNameOf } from './employee/derive';
export { employeeNames, namesOfEmployees } from './employee/employee-names';
export { findEmployee } from './employee/employee-store';
export { activeEmployee, employeeOf, notActiveAmong } from './employee/names';
export { getEmployee } from './employee/get-employee';
export { giveEmployeeAccess } from './employee/give-access';
export {
  addEmployeesBulk,
  importEmployeesNow,
  queueEmployeeImport,
} from './employee/import/add-employees-bulk';
export { getImportJob } from './employee/import/get-import-job';
export { EMPLOYEE_IMPORT, employeeImportJob } from './employee/import/import-job';
export { previewEmployeeImport } from './employee/import/preview-import';
export { requireFile } from './employee/import/read-import';
export { newRecords } from './employee/import/write-employees';
export { listEmployees } from './employee/list-employees';
export { listOrgEmployees } from './employee/list-org-employees';
export { revokeEmployeeAccess } from './employee/revoke-access';
export { addStaged, queueStagedAdd } from './employee/staging/add-staged';
export { deleteStaged } from './employee/staging/delete-staged';
export { listStaged } from './employee/staging/list-staged';
export { uploadStaged } from './employee/staging/upload-staged';
export { updateEmployee } from './employee/update-employee';
export { updateEmployeeRole } from './employee/update-role';
export type { EmployeeItem } from './entities/employee';
export type { OrgUnitItem } from './entities/org-unit';
export { addUnit } from './hierarchy/add-unit';
export { deleteUnit } from './hierarchy/delete-unit';
export { listUnits } from './hierarchy/list-units';
export { listUnitsByParent } from './hierarchy/list-units-by-parent';
export type { UnitFields } from './hierarchy/unit-checks';
export { findUnit, loadUnits, pathIdsOf } from './hierarchy/unit-store';
export { updateUnit } from './hierarchy/update-unit';
