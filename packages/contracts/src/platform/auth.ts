import { z } from 'zod';
import { ZEmail, ZId, ZNewPassword } from '../common';
import { defineRoute } from '../route';

/** One company a person belongs to, as their session lists it. */
export const ZMembershipSchema = z.object({
  companyId: ZId,
  companyName: z.string(),
  companyRole: z.enum(['administrator', 'employee']),
  employeeId: ZId.nullable(),
});
export type TMembership = z.infer<typeof ZMembershipSchema>;

export const ZSessionUserSchema = z.object({
  id: z.string(),
  /** spec §3: the id is copied into `uid` */
  uid: z.string(),
  apiToken: z.string(),
  refreshToken: z.string(),
  /** epoch milliseconds when apiToken stops being accepted */
  expiresAt: z.number(),
  role: z.enum(['holder', 'employee']),
  companyRole: z.enum(['administrator', 'employee']).nullable(),
  companyId: ZId.nullable(),
  companyName: z.string().nullable(),
  employeeId: ZId.nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** every company the person may act in now, the current one included (empty for a holder) */
  companies: z.array(ZMembershipSchema).default([]),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZLoginRequestSchema = z.object({
  email: ZEmail,
  password: z.string().min(1, 'password is required').max(256),
  /** the company to start in, for a person who belongs to several (default: their first) */
  companyId: ZId.optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmail });

export const ZResetPasswordRequestSchema = z.object({
  email: ZEmail,
  password: ZNewPassword,
  authKey: z.string().trim().min(6, 'authKey is required').max(128),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZSignUpRequestSchema = z.object({ email: ZEmail });

export const ZRefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(8192) });
export const ZSignOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(8192).optional() });

export const login = defineRoute({
  family: 'auth',
  action: 'login',
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  input: ZLoginRequestSchema,
  output: z.object({ user: ZSessionUserSchema }),
  access: 'public',
  errorTitle: 'Login Failed',
  mutates: false,
});

export const forgotPassword = defineRoute({
  family: 'auth',
  action: 'forgot-password',
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Email a one-time code to reset the password (same answer whether or not the account exists)',
  input: ZForgotPasswordRequestSchema,
  output: z.object({ email: z.string() }),
  access: 'public',
  errorTitle: 'Forgot Password Failed',
  mutates: true,
});

export const resetPassword = defineRoute({
  family: 'auth',
  action: 'reset-password',
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with the emailed code (also completes an invitation or a sign-up)',
  input: ZResetPasswordRequestSchema,
  /** spec §7 reads data.password: a confirmation, never the password itself */
  output: z.object({ password: z.literal('updated'), email: z.string() }),
  access: 'public',
  errorTitle: 'Reset Password Failed',
  mutates: true,
});

export const signUp = defineRoute({
  family: 'auth',
  action: 'sign-up',
  method: 'POST',
  path: '/auth/sign-up',
  summary: 'Claim the account of an email a company has on record: a code to set the password is emailed',
  input: ZSignUpRequestSchema,
  output: z.object({ email: z.string() }),
  access: 'public',
  errorTitle: 'Sign Up Failed',
  mutates: true,
});

export const refresh = defineRoute({
  family: 'auth',
  action: 'refresh',
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Exchange the refresh token for a new apiToken',
  input: ZRefreshRequestSchema,
  output: z.object({ apiToken: z.string(), expiresAt: z.number() }),
  access: 'public',
  errorTitle: 'Session Expired',
  mutates: false,
});

export const signOut = defineRoute({
  family: 'auth',
  action: 'sign-out',
  method: 'POST',
  path: '/auth/sign-out',
  summary: 'End this session: the apiToken and refresh token stop working',
  input: ZSignOutRequestSchema,
  output: z.object({ signedOut: z.literal(true) }),
  access: ['holder', 'employee'],
  errorTitle: 'Sign Out Failed',
  mutates: true,
});

/** Where the provider sends the browser back (spec §2 `/auth/{provider}/callback`), under the app's URL. */
export const MICROSOFT_CALLBACK_PATH = '/auth/microsoft/callback';

export const ZMsLoginRequestSchema = z.object({
  /** the company to start in, for a person who belongs to several (default: their first) */
  companyId: ZId.optional(),
});

export const msLogin = defineRoute({
  family: 'auth',
  action: 'mslogin',
  method: 'POST',
  path: '/auth/mslogin',
  summary:
    'Start signing in with Microsoft: the address to send the browser to (OpenID Connect code flow with PKCE) and the state it will come back with',
  input: ZMsLoginRequestSchema,
  output: z.object({ url: z.string(), state: z.string() }),
  access: 'public',
  errorTitle: 'Microsoft Login Failed',
  mutates: true,
});

export const ZProviderCallbackRequestSchema = z.object({
  code: z.string().trim().min(1, 'code is required').max(4096),
  state: z.string().trim().min(16, 'state is not valid').max(256),
});

export const microsoftCallback = defineRoute({
  family: 'auth',
  action: 'microsoft-callback',
  method: 'POST',
  path: '/auth/microsoft/callback',
  summary:
    'Finish signing in with Microsoft: the code and state the provider sent back become a session for the verified email’s memberships',
  input: ZProviderCallbackRequestSchema,
  output: z.object({ user: ZSessionUserSchema }),
  access: 'public',
  errorTitle: 'Microsoft Login Failed',
  mutates: true,
});

export const authRoutes = [
  login,
  forgotPassword,
  resetPassword,
  signUp,
  refresh,
  signOut,
  msLogin,
  microsoftCallback,
] as const;
