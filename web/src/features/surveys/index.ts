/** What other features use of the surveys: my inbox's survey views (docs/surveys.md). */
export { InboxSurveys, InboxViewSelector, useInboxSurveyView, type InboxSurveyView } from './inbox-surveys';
