import { customerSurveyRespondentRoutes } from '@stratum/contracts';
import {
  getRespondentCustomerSurvey,
  openCustomerSurveyLink,
  submitCustomerSurvey,
} from '@stratum/core/audit';
import { bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

const [open, get, submit] = customerSurveyRespondentRoutes;

/**
 * The auditee contact's side of the customer satisfaction survey: every call is opened by the
 * contact's link token, never a session.
 */
export const handler = familyHandler('audit-customer-survey', [
  bindLink(open, ({ ctx }) => openCustomerSurveyLink(ctx)),
  bindLink(get, async ({ ctx, input }) => ({ item: await getRespondentCustomerSurvey(ctx, input) })),
  bindLink(submit, ({ ctx, input }) => submitCustomerSurvey(ctx, input)),
]);
