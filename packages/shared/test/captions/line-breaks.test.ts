import { describe, expect, test } from 'vitest';
import { buildCaptions, type CaptionOptions } from '../../src/captions.js';
import { expectPublishable, spoken } from './helpers.js';

const layout = (text: string, options: CaptionOptions = {}) =>
  buildCaptions([spoken(text, 1)], options).map((cue) => cue.lines);

describe('line breaks', () => {
  test.each<[string, { given: string; want: string[][]; options?: CaptionOptions }]>([
    [
      'a short sentence stays on one line',
      {
        given: "Let's start with the product roadmap.",
        want: [["Let's start with the product roadmap."]],
      },
    ],
    [
      'after a comma',
      {
        given: 'If we pause the paid search campaign, the budget balances out.',
        want: [['If we pause the paid search campaign,', 'the budget balances out.']],
      },
    ],
    [
      'before a conjunction',
      {
        given: 'The mobile release slipped by two weeks because the payment integration failed.',
        want: [
          ['The mobile release slipped by two weeks', 'because the payment integration failed.'],
        ],
      },
    ],
    [
      'never between an article and its noun (a greedy fill breaks after "the")',
      {
        given: 'We finally signed the contract with the new supplier in Berlin.',
        want: [['We finally signed the contract', 'with the new supplier in Berlin.']],
      },
    ],
    [
      'not between a first and a last name',
      {
        given: 'Next week Anna Schmidt will present the results of the customer survey.',
        want: [['Next week Anna Schmidt will present', 'the results of the customer survey.']],
      },
    ],
    [
      'German: after a comma, before "weil"',
      {
        given: 'Wir verschieben den Termin auf Montag, weil der Kunde noch keine Zeit hat.',
        want: [['Wir verschieben den Termin auf Montag,', 'weil der Kunde noch keine Zeit hat.']],
      },
    ],
    [
      'German: the article stays with its noun, lines balanced',
      {
        given: 'Die Abstimmung mit der Rechtsabteilung dauert länger, als wir gedacht haben.',
        want: [['Die Abstimmung mit der Rechtsabteilung', 'dauert länger, als wir gedacht haben.']],
      },
    ],
    [
      'a number stays with its unit',
      {
        given: 'Revenue grew by twelve percent to 4.5 million euros in the third quarter.',
        want: [['Revenue grew by twelve percent', 'to 4.5 million euros in the third quarter.']],
      },
    ],
    [
      'broadcast lines are shorter (37)',
      {
        given: 'If we pause the paid search campaign, the budget balances out.',
        options: { preset: 'broadcast' },
        want: [['If we pause the paid search campaign,', 'the budget balances out.']],
      },
    ],
    [
      'social is one line of 32 a cue',
      {
        given: 'We agreed on the plan, and the launch moves to the first week of May.',
        options: { preset: 'social' },
        want: [['We agreed on the plan,'], ['and the launch moves'], ['to the first week of May.']],
      },
    ],
    [
      'a URL longer than a line is cut after a slash or a dash, nothing added or lost',
      {
        given:
          'Please read https://docs.example.com/guides/getting-started/installation-on-windows before the call.',
        want: [
          ['Please read', 'https://docs.example.com/guides/getting-'],
          ['started/installation-on-windows', 'before the call.'],
        ],
      },
    ],
    [
      'a German compound longer than a line is cut at a joint of its parts, not dropped',
      {
        given: 'Die Donaudampfschifffahrtsgesellschaftskapitänswitwe hat angerufen.',
        want: [['Die Donaudampfschifffahrtsgesellschafts', 'kapitänswitwe hat angerufen.']],
      },
    ],
  ])('%s', (_name, { given, want, options }) => {
    expect(layout(given, options)).toEqual(want);
  });

  test('a compound that fits a line is never cut', () => {
    const text = 'Die Rechtsabteilungsleiterinnenversammlung beginnt um neun.';
    const cues = buildCaptions([spoken(text, 1)]);
    expect(
      cues
        .flatMap((cue) => cue.lines)
        .some((line) => line.includes('Rechtsabteilungsleiterinnenversammlung')),
    ).toBe(true);
  });

  test('lines of a speaker label leave it room: "[Name] " counts on the first line', () => {
    const segment = spoken(
      'Customers keep asking for offline mode, so it should move up the roadmap.',
      1,
      's1',
    );
    const cues = buildCaptions([segment], {
      speakerLabels: 'on-change',
      speakers: [{ id: 's1', name: 'Priya Raman' }],
    });
    expect(cues[0]).toMatchObject({ speaker: 'Priya Raman', showSpeaker: true });
    expect(`[Priya Raman] ${cues[0]?.lines[0]}`.length).toBeLessThanOrEqual(42);
    expectPublishable([segment], cues, { speakerLabels: 'on-change' });
  });
});
