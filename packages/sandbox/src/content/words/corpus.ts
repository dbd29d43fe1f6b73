// Built-in text the fake transcripts are made of. Placeholders: {self} (the speaker's name),
// {other} (someone else's name), {team}, {topic} and {day}. Sentences containing " — " or " ... "
// produce punctuation-only word tokens, which carry a null confidence.

/** A subject a stretch of conversation is about. */
export interface Topic {
  /** How speakers refer to it in transitions and questions ("the budget"). */
  label: string;
  /** Statements about it. */
  sentences: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    label: 'the quarterly budget',
    sentences: [
      'The marketing budget for the third quarter is about twelve percent over plan.',
      'Most of the overspend comes from the conference sponsorships we added in July.',
      'If we pause the paid search campaign, the budget balances out at the end of the quarter.',
      'Finance wants a revised forecast that separates one-off costs from recurring spend.',
      'Travel costs dropped sharply since most workshops moved online.',
      'Honestly — the budget numbers look better than I expected.',
    ],
  },
  {
    label: 'the product roadmap',
    sentences: [
      'The mobile release slipped two weeks because of the payment integration.',
      'Customers keep asking for offline mode, so it should move up the roadmap.',
      'The search redesign is feature complete and in beta with forty accounts.',
      'We still have three open bugs blocking the release candidate.',
      'The roadmap for next year depends on how the beta accounts respond.',
      'Offline mode is the most requested feature — by a wide margin.',
    ],
  },
  {
    label: 'hiring',
    sentences: [
      'We have two open positions on the platform team and one in design.',
      'The pipeline for senior engineers is thin — most candidates drop out after the take-home task.',
      'Shortening the interview loop from five rounds to three should help hiring.',
      'Our new data analyst starts on the first of the month.',
      'Referrals brought in our three strongest candidates this year.',
    ],
  },
  {
    label: 'customer feedback',
    sentences: [
      'Support tickets about login problems doubled after the last update.',
      'The survey scores improved, mainly because response times went down.',
      'Several enterprise customers asked for single sign-on and audit logs.',
      'One customer said the onboarding emails felt repetitive ... which is fair.',
      'Customer churn is flat, but feedback on the new dashboard is mixed.',
    ],
  },
  {
    label: 'the infrastructure migration',
    sentences: [
      'The database migration is about seventy percent done.',
      'We moved the staging environment to the new cluster last night without downtime.',
      'Latency went up slightly in Europe, and we think the new load balancer is the cause.',
      'Backups now run every hour instead of every night.',
      'The migration freed up almost a third of our hosting costs.',
    ],
  },
  {
    label: 'the research results',
    sentences: [
      'The experiment compared three sampling rates for speech recognition accuracy.',
      'Accuracy improved by eight points when background noise was added to the training data.',
      'The key idea is that the model learns which sounds matter and ignores the rest.',
      'Remember that correlation in this data set does not imply causation.',
      'The error rate on accented speech is still twice the average.',
    ],
  },
  {
    label: 'the product launch',
    sentences: [
      'The launch date is still set for the fourteenth.',
      'Press materials are ready, but the demo video needs another pass.',
      'We expect most sign-ups in the first forty-eight hours after the launch announcement.',
      'The pricing page for the launch is live on staging.',
      'Partners get early access to the launch build one week ahead.',
    ],
  },
];

export const INTRODUCTIONS: readonly string[] = [
  "Hi everyone, I'm {self} from the {team} team.",
  'Hello, this is {self}, I lead {team}.',
  'Good morning, my name is {self} and I work on {team}.',
  "Hey, I'm {self} — I joined the {team} group last month.",
];

export const TEAMS: readonly string[] = [
  'product',
  'engineering',
  'finance',
  'design',
  'marketing',
  'customer success',
  'research',
  'operations',
];

/** Names given to speakers; introductions reveal them and auto-naming falls back on them. */
export const NAMES: readonly string[] = [
  'Alex',
  'Priya',
  'Jordan',
  'Mei',
  'Samuel',
  'Fatima',
  'Lukas',
  'Ana',
  'Kenji',
  'Olivia',
  'Mateo',
  'Zara',
];

/** How the first subject is opened after introductions. */
export const OPENINGS: readonly string[] = [
  "Let's start with {topic}.",
  "Let's begin with {topic}.",
];

export const TRANSITIONS: readonly string[] = [
  'Moving on to {topic}.',
  "Let's switch to {topic} now.",
  'Next topic is {topic}.',
  "Okay, let's talk about {topic}.",
];

export const QUESTIONS: readonly string[] = [
  'What is the biggest risk with {topic} right now?',
  'Do we have numbers on how this affects {topic}?',
  'Who owns {topic} while the team lead is away?',
  "Can we revisit this after we see next month's data?",
  'How confident are we in that estimate?',
  'Does anyone have concerns before we continue?',
];

export const DECISIONS: readonly string[] = [
  'So we agreed to keep the current scope for {topic}.',
  'We decided to postpone the pricing change until the next quarter.',
  "Let's go with the second option — it is cheaper and faster to ship.",
  'The decision is to run a two-week pilot before rolling it out to everyone.',
];

/** Commitments the speaker makes; the speaker is the assignee. */
export const OWN_ACTIONS: readonly string[] = [
  'I will send the report by {day}.',
  "I'll update the notes on {topic} and share them by {day}.",
  'Let me follow up with the finance team before the next meeting.',
  'I will draft a summary of {topic} and circulate it by {day}.',
];

/** Requests to someone else; {other} is the assignee. */
export const ASSIGNED_ACTIONS: readonly string[] = [
  '{other}, can you send the updated numbers by {day}?',
  '{other}, could you take care of the customer follow-up this week?',
  '{other}, please make sure the slides are ready before the next meeting.',
  'Could you check the open tickets on {topic} by {day}, {other}?',
];

export const RESPONSES: readonly string[] = [
  'That makes sense.',
  'Right — I agree with that.',
  'Okay, good point.',
  'Yes, and to add to that, the feedback from the pilot was mostly positive.',
  "I'm not sure that is the whole picture.",
  "Interesting ... let's keep an eye on it.",
  'Fair enough, the trend is clear.',
];

export const DEADLINES: readonly string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'tomorrow',
  'the end of the week',
  'next Tuesday',
];
