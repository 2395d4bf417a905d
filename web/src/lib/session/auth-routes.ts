/**
 * The auth calls the session makes, in a chunk of their own: their schemas (and zod) load when a
 * person first signs in, refreshes or signs out, not with the sign-in page.
 */
export {
  forgotPassword,
  login,
  microsoftCallback,
  msLogin,
  refresh,
  resetPassword,
  signOut,
  signUp,
} from '@stratum/contracts';
