/** The calendar (/app/calendar): what is due across the person's modules, and their feed link. */
const calendar = {
  title: 'Calendar',
  intro: 'What is due across your modules: quarters, assessment and agreement deadlines, compliance dates.',
  label: 'What is due in {{month}}',
  previous: 'Previous month',
  next: 'Next month',
  today: 'This month',
  count_one: '{{count}} event',
  count_other: '{{count}} events',
  empty: 'Nothing is due this month.',
  legend: 'Modules',
  ends: '{{what}} ends',
  continues: '{{what}} (continued)',
  modules: {
    planning: 'Strategic Planning',
    performance: 'Performance Management',
    compliance: 'Compliance Management',
  },
  feed: {
    title: 'Calendar feed',
    intro:
      'Subscribe to your calendar from your mail program (Outlook, Google Calendar, Apple Calendar) with this private address. Anyone holding it can read your events: make a new one or withdraw it if it was shared.',
    address: 'Your private calendar address',
    copy: 'Copy',
    create: 'Make a calendar feed link',
    renew: 'Make a new link',
    renewTitle: 'Make a new link?',
    renewMessage: 'Your current link stops working at once; subscribe again with the new one.',
    revoke: 'Withdraw link',
    revokeTitle: 'Withdraw your calendar link?',
    revokeMessage: 'Mail programs subscribed with it get nothing more from now on.',
    made: 'Made',
    expires: 'expires',
  },
};
export default calendar;
