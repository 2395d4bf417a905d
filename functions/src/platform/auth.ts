import { forgotPassword, login, refresh, resetPassword, signOut, signUp } from '@stratum/contracts';
import * as forgot from '@stratum/core/platform';
import * as signIn from '@stratum/core/platform';
import * as refreshing from '@stratum/core/platform';
import * as reset from '@stratum/core/platform';
import * as leaving from '@stratum/core/platform';
import * as joining from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('auth', [
  bind(login, ({ ctx, input }) => signIn.login(ctx, input)),
  bind(forgotPassword, ({ ctx, input }) => forgot.forgotPassword(ctx, input)),
  bind(resetPassword, ({ ctx, input }) => reset.resetPassword(ctx, input)),
  bind(signUp, ({ ctx, input }) => joining.signUp(ctx, input)),
  bind(refresh, ({ ctx, input }) => refreshing.refresh(ctx, input)),
  bind(signOut, ({ ctx, input, token }) => leaving.signOut(ctx, input, token!)),
]);
