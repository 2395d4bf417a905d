/** The screen invitation and reset emails link to: `/app/sessions/reset-password?email=…&authKey=…`. */
export const resetPasswordLink = (email: string, authKey?: string): string => {
  const query = new URLSearchParams({ email });
  if (authKey) query.set('authKey', authKey);
  return `/app/sessions/reset-password?${query.toString()}`;
};
