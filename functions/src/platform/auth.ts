import {
  forgotPassword,
  login,
  microsoftCallback,
  msLogin,
  refresh,
  resetPassword,
  signOut,
  signUp,
} from '@stratum/contracts';
import * as platform from '@stratum/core/platform';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('auth', [
  bind(login, ({ ctx, input }) => platform.login(ctx, input)),
  bind(forgotPassword, ({ ctx, input }) => platform.forgotPassword(ctx, input)),
  bind(resetPassword, ({ ctx, input }) => platform.resetPassword(ctx, input)),
  bind(signUp, ({ ctx, input }) => platform.signUp(ctx, input)),
  bind(refresh, ({ ctx, input }) => platform.refresh(ctx, input)),
  bind(signOut, ({ ctx, input, token }) => platform.signOut(ctx, input, token!)),
  bind(msLogin, ({ ctx, input }) => platform.startMicrosoftLogin(ctx, input)),
  bind(microsoftCallback, ({ ctx, input }) => platform.finishMicrosoftLogin(ctx, input)),
]);
