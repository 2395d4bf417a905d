import { forgotPassword, login, refresh, resetPassword, signOut, signUp } from '@stratum/contracts';
import * as forgot from '@stratum/core/platform/auth/forgot-password';
import * as signIn from '@stratum/core/platform/auth/login';
import * as refreshing from '@stratum/core/platform/auth/refresh';
import * as reset from '@stratum/core/platform/auth/reset-password';
import * as leaving from '@stratum/core/platform/auth/sign-out';
import * as joining from '@stratum/core/platform/auth/sign-up';
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
