// Function words that decide where a line or a cue may break, in English and German. Broken
// after: never an article or determiner (it belongs to its noun); rarely a preposition, a
// conjunction, a subject pronoun or an auxiliary. Broken before: conjunctions and prepositions
// are good places (Netflix's and the BBC's line-break rules).

/** Articles, determiners and possessives: never at the end of a line. */
export const ARTICLE = 1;
/** Prepositions: a good place to break before, a bad one after. */
export const PREPOSITION = 2;
/** Conjunctions and relative pronouns: the best place to break before. */
export const CONJUNCTION = 4;
/** Subject pronouns: kept with their verb. */
export const PRONOUN = 8;
/** Auxiliaries, modals and negations: kept with the verb that follows. */
export const AUXILIARY = 16;

const words = (list: string) => list.split(' ');

const CLASSES: [number, string[]][] = [
  [
    ARTICLE,
    words(
      'a an the this that these those my your his her its our their some any no every each another such what which whose der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner keines mein meine meinen meinem meiner meines dein deine deinen deinem deiner sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres unser unsere unseren unserem unserer euer eure euren eurem eurer dieser diese dieses diesen diesem jeder jede jedes jeden jedem jener jene jenes welcher welche welches',
    ),
  ],
  [
    PREPOSITION,
    words(
      'about above across after against along amid among around at before behind below beneath beside besides between beyond by despite down during except for from in inside into like near of off on onto out outside over past per since through throughout till to toward towards under underneath until unlike up upon via with within without an auf aus außer bei beim binnen durch entlang für gegen gegenüber hinter im in ins mit nach neben ohne seit statt trotz über um unter vom von vor während wegen zu zum zur zwischen am ans',
    ),
  ],
  [
    CONJUNCTION,
    words(
      'and but or nor so yet because although though while whereas if unless until when whenever where wherever whether which who whom than as once since after before that und oder aber denn sondern doch weil dass daß ob wenn als obwohl obgleich während damit sodass bevor nachdem seitdem falls sowie sowohl weder noch wie wo wohin woher der die das',
    ),
  ],
  [PRONOUN, words('i you he she it we they ich du er sie es wir ihr')],
  [
    AUXILIARY,
    words(
      "am is are was were be been being have has had do does did will would shall should can could may might must not don't doesn't didn't won't can't isn't aren't wasn't weren't haven't hasn't hadn't wouldn't couldn't shouldn't i'm you're we're they're he's she's it's i've you've we've they've i'll you'll we'll they'll i'd you'd we'd they'd bin bist ist sind seid war waren habe hast hat haben habt hatte hatten werde wirst wird werden werdet wurde wurden kann kannst können könnt muss musst müssen soll sollst sollen will willst wollen darf dürfen möchte möchten nicht kein",
    ),
  ],
];

const table = new Map<string, number>();
for (const [bit, list] of CLASSES) {
  for (const word of list) {
    table.set(word, (table.get(word) ?? 0) | bit);
  }
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu;

/** The classes of a word (bits above), punctuation and case ignored; 0 for content words. */
export function wordClass(text: string): number {
  const bare = text.replace(EDGE_PUNCTUATION, '').toLowerCase().replace(/’/g, "'");
  return table.get(bare) ?? 0;
}
