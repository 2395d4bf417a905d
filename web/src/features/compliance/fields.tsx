/** The form's blank texts as nothing: the API's optional texts and ids take no ''. */
export const blanksOut = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as T;
