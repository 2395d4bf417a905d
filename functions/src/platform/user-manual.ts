import * as routes from '@stratum/contracts';
import * as manuals from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('user-manual', [
  bind(routes.listUserManuals, ({ ctx, input }) => manuals.listUserManuals(ctx, input)),
  bind(routes.addUserManual, ({ ctx, input, file }) => manuals.addUserManual(ctx, input, file!)),
  bind(routes.updateUserManual, ({ ctx, input }) => manuals.updateUserManual(ctx, input)),
  bind(routes.deleteUserManual, ({ ctx, input }) => manuals.deleteUserManual(ctx, input)),
  bind(routes.openUserManual, ({ ctx, input }) => manuals.openUserManual(ctx, input)),
]);
