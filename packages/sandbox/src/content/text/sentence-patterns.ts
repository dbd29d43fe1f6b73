// Cheap rules that recognise what a sentence does; derivations and reports share them.

const ACTION_VERB =
  /\b(I will|I'll|we will|we'll|let me|can you|could you|would you|please|need to|needs to|make sure|follow up|take care of)\b/i;
const DEADLINE =
  /\b(?:by|before|until) (?:monday|tuesday|wednesday|thursday|friday|tomorrow|tonight|noon|end of|the end of|next|the next)\b|\b(?:today|this week|next week)\b/i;
const EXPLICIT_ACTION = /\baction item\b/i;
const DECISION =
  /\b(we decided|we've decided|we agreed|we have agreed|the decision is|let's go with|we're going with|final call)\b/i;
const TOPIC_CHANGE =
  /\b(moving on|move on to|next topic|let's (?:switch|turn|talk about|move|start with|begin with)|turning to|switching gears)\b/i;
const SELF_INTRODUCTION = [
  /\b(?:I'm|I am|my name is|this is)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/,
  /^(?:Hey|Hi|Hello),?\s+([A-Z][a-z]+) here\b/,
];
// Capitalised words that open a sentence without being a name.
const NOT_NAMES = new Set([
  'Okay',
  'Ok',
  'Yes',
  'No',
  'So',
  'Right',
  'Well',
  'Also',
  'Please',
  'Thanks',
  'Sorry',
  'Honestly',
  'Actually',
  'Anyway',
  'Everyone',
  'Team',
  'Guys',
  'Folks',
]);

/** Splits text into sentences at ., ! or ? followed by a space (keeps the punctuation). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A sentence ending in a question mark. */
export const isQuestion = (sentence: string): boolean => sentence.trim().endsWith('?');

/** A sentence that records a decision. */
export const isDecision = (sentence: string): boolean => DECISION.test(sentence);

/** A sentence that moves the conversation to another subject. */
export const isTopicChange = (sentence: string): boolean => TOPIC_CHANGE.test(sentence);

/** A commitment or request with a deadline, or an explicit "action item". */
export const isActionItem = (sentence: string): boolean =>
  EXPLICIT_ACTION.test(sentence) || (ACTION_VERB.test(sentence) && DEADLINE.test(sentence));

/** The name a speaker gives for themself ("I'm Priya", "my name is Alex"), if any. */
export function findSelfIntroduction(sentence: string): string | undefined {
  for (const pattern of SELF_INTRODUCTION) {
    const name = sentence.match(pattern)?.[1];
    if (name && !NOT_NAMES.has(name)) return name;
  }
  return undefined;
}

/** The person an action is addressed to ("Priya, can you…", "…by Friday, Alex?"), if any. */
export function findAddressee(sentence: string): string | undefined {
  const leading = sentence.match(/^([A-Z][a-z]+), /)?.[1];
  if (leading && !NOT_NAMES.has(leading)) return leading;
  const trailing = sentence.match(/, ([A-Z][a-z]+)[?.!]$/)?.[1];
  if (trailing && !NOT_NAMES.has(trailing)) return trailing;
  return undefined;
}

/** True when the speaker commits themself ("I will…", "I'll…", "Let me…"). */
export const isOwnCommitment = (sentence: string): boolean =>
  /\b(?:I will|I'll)\b/.test(sentence) || /^let me\b/i.test(sentence.trim());
