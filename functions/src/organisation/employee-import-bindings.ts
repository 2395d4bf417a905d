import * as routes from '@stratum/contracts';
import { STAGING_SOURCES } from '@stratum/contracts';
import {
  addEmployeesBulk,
  addStaged,
  deleteStaged,
  getImportJob,
  listStaged,
  previewEmployeeImport,
  requireFile,
  uploadStaged,
} from '@stratum/core/organisation';
import { bind, type Binding } from '../http/bind';

/** The employee family's imports (employee/import-preview, add-bulk, import-job) and Sage/Cow staging routes. */
export const importBindings: Binding[] = [
  bind(routes.previewEmployeeImport, ({ ctx, file }) => previewEmployeeImport(ctx, requireFile(file))),
  bind(routes.addEmployeesBulk, ({ ctx, file }) => addEmployeesBulk(ctx, requireFile(file))),
  bind(routes.getImportJob, ({ ctx, input }) => getImportJob(ctx, input)),
  ...STAGING_SOURCES.flatMap((source) => {
    const r = routes.STAGING_ROUTES[source];
    return [
      bind(r.list, ({ ctx, input }) => listStaged(ctx, source, input)),
      bind(r.upload, ({ ctx, file }) => uploadStaged(ctx, source, file)),
      bind(r.add, ({ ctx, input }) => addStaged(ctx, source, input)),
      bind(r.remove, ({ ctx, input }) => deleteStaged(ctx, source, input)),
    ];
  }),
];
