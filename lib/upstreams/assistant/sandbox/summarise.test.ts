import { extractiveSummary, splitSentences, terms, wordCount } from './summarise';

const TAR_SPOT = [
  'Tar spot is a leaf disease of corn caused by the fungus Phyllachora maydis.',
  'First confirmed in the United States in 2015, tar spot has since spread across the Corn Belt.',
  'It shows as small, raised black spots on the leaves that cannot be rubbed off.',
  'Severe tar spot can kill the leaves of corn weeks before the plant matures, and yield losses above 30 bushels per acre have been reported.',
  'The fungus overwinters on corn residue, so fields with corn on corn and little tillage carry more risk.',
  'Cool temperatures, frequent dew and long periods of leaf wetness favour infection.',
  'Hybrids differ in how much tar spot they tolerate; ask your seed advisor for ratings.',
  'Scout the lower and middle leaves from tasseling on, especially after wet weeks.',
  'A fungicide applied between tasseling and early dough protects the leaves that fill the grain.',
  'Timing matters more than product: a late application rarely pays.',
  'Keep records of where tar spot appeared each year to plan rotation and hybrid choice.',
];
const TAR_SPOT_TITLE = 'Tar spot of corn: scouting and fungicide timing';

/** The position of each of the summary's sentences in the source. */
const positionsIn = (summary: string, source: string[]) => splitSentences(summary).map((sentence) => source.indexOf(sentence));

/** A long text made of the same words in a fixed pseudo-random order (a linear congruential generator). */
function longText(words: number): string {
  const vocabulary = ['soybean', 'corn', 'wheat', 'rust', 'yield', 'seed', 'field', 'rain', 'soil', 'nitrogen', 'hybrid', 'planting', 'harvest', 'the', 'of', 'and', 'in', 'a'];
  let state = 7;
  const sentences: string[] = [];
  for (let written = 0; written < words; ) {
    const length = 6 + (written % 17);
    const sentence: string[] = [];
    for (let index = 0; index < length; index++) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      sentence.push(vocabulary[state % vocabulary.length]!);
    }
    sentences.push(`${sentence.join(' ').replace(/^./, (first) => first.toUpperCase())}.`);
    written += length;
  }
  return sentences.join(' ');
}

describe('splitSentences', () => {
  it('ends a sentence at ., ! or ? before whitespace, and at a line break', () => {
    expect(splitSentences('Plant early! Is the soil warm? Yes. Check it\nSoil above 10 °C')).toEqual(['Plant early!', 'Is the soil warm?', 'Yes.', 'Check it', 'Soil above 10 °C']);
  });

  it('keeps abbreviations, initials, decimals and lower-case continuations inside their sentence', () => {
    expect(splitSentences('Dr. Silva and J. R. Smith tested it, e.g. in Iowa. Plant approx. ten days early. Use 2.5 L per ha. Done.')).toEqual([
      'Dr. Silva and J. R. Smith tested it, e.g. in Iowa.',
      'Plant approx. ten days early.',
      'Use 2.5 L per ha.',
      'Done.',
    ]);
  });

  it("keeps Spanish question marks and a list's numbers with their sentence", () => {
    expect(splitSentences('¿Cuándo sembrar? 1. Con suelo húmedo. 2. Antes de la helada.')).toEqual(['¿Cuándo sembrar?', '1. Con suelo húmedo.', '2. Antes de la helada.']);
  });
});

describe('extractiveSummary', () => {
  it('gives a fixed summary of a fixed text: its most telling sentences within 120 words', () => {
    const summary = extractiveSummary(TAR_SPOT.join(' '), { title: TAR_SPOT_TITLE });
    expect(summary).toBe(
      [TAR_SPOT[0], TAR_SPOT[1], TAR_SPOT[3], TAR_SPOT[4], TAR_SPOT[6], TAR_SPOT[8], TAR_SPOT[10]].join(' '),
    );
    expect(wordCount(summary)).toBe(119);
  });

  it('is the same for the same input, every time', () => {
    const source = longText(3_000);
    expect(extractiveSummary(source, { title: 'Soybean rust' })).toBe(extractiveSummary(source, { title: 'Soybean rust' }));
    expect(extractiveSummary(TAR_SPOT.join(' '))).toBe(extractiveSummary(TAR_SPOT.join(' ')));
  });

  it('stays within 120 words of a 3,000-word text, in whole sentences of the source', () => {
    const source = longText(3_000);
    expect(wordCount(source)).toBeGreaterThanOrEqual(3_000);
    const summary = extractiveSummary(source);
    expect(wordCount(summary)).toBeLessThanOrEqual(120);
    expect(wordCount(summary)).toBeGreaterThan(100);
    const sentences = splitSentences(source);
    for (const sentence of splitSentences(summary)) expect(sentences).toContain(sentence);
  });

  it('keeps the sentences in the order of the source', () => {
    const positions = positionsIn(extractiveSummary(TAR_SPOT.join(' '), { maxWords: 60 }), TAR_SPOT);
    expect(positions.length).toBeGreaterThan(1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions).not.toContain(-1);
  });

  it('favours the sentences holding the words of the title', () => {
    // Twelve sentences alike in every way but their words: only position and the title tell them apart.
    const source = Array.from({ length: 12 }, (_, sentence) => `Term${sentence}a term${sentence}b term${sentence}c term${sentence}d.`);
    expect(extractiveSummary(source.join(' '), { maxWords: 4 })).toBe(source[0]);
    expect(extractiveSummary(source.join(' '), { maxWords: 4, title: 'All about term7b and term7c' })).toBe(source[7]);
    // Room for two: the first sentence, then of two equal scores the earlier one.
    expect(extractiveSummary(source.join(' '), { maxWords: 8, title: 'term8a term10a' })).toBe(`${source[0]} ${source[8]}`);
    expect(extractiveSummary(source.join(' '), { maxWords: 8, title: 'term10a term8a' })).toBe(`${source[0]} ${source[8]}`);
  });

  it("answers nothing for a text without words, and a one-sentence text as it is", () => {
    expect(extractiveSummary('')).toBe('');
    expect(extractiveSummary('  \n ... — ')).toBe('');
    expect(extractiveSummary('Glyphosate-tolerant soybeans need a planned weed programme.')).toBe('Glyphosate-tolerant soybeans need a planned weed programme.');
  });

  it('cuts a single sentence longer than 120 words at 120 words, with an ellipsis', () => {
    const sentence = `${Array.from({ length: 200 }, (_, index) => `word${index},`).join(' ')} end.`;
    const summary = extractiveSummary(sentence);
    expect(summary).toBe(`${Array.from({ length: 120 }, (_, index) => `word${index},`).join(' ').slice(0, -1)}…`);
    expect(wordCount(summary)).toBe(120);
  });

  it('scores words without their accents or case', () => {
    expect(terms('Adubação NITROGENADA, milho safrinha')).toEqual(['adubacao', 'nitrogenada', 'milho', 'safrinha']);
  });

  it('leaves Portuguese stop words out of the scores', () => {
    // Counted, "de", "que" and "se" would be the most frequent words, and the first sentence the summary.
    const source = [
      'É o que se diz de tudo que se faz de bom e de ruim no que se planta.',
      'O milho safrinha exige manejo do milho e adubação do milho safrinha.',
      'A colheita começa em junho, quando os grãos secam no campo, e termina em julho na maior parte das lavouras.',
    ];
    // Room for either of the first two sentences, not for both.
    expect(extractiveSummary(source.join(' '), { maxWords: 19 })).toBe(source[1]);
  });

  it('leaves Spanish stop words out of the scores', () => {
    const source = [
      'Es lo que hay y lo que se dice de lo que se hace en el campo y en la casa.',
      'El trigo pan necesita nitrógeno: trigo con nitrógeno, trigo con rinde.',
      'La cosecha empieza en noviembre, cuando los granos se secan en el lote, y termina en diciembre en casi todo el país.',
    ];
    expect(extractiveSummary(source.join(' '), { maxWords: 21 })).toBe(source[1]);
  });
});

describe('headings in the source', () => {
  const page = [
    'Aurora Pro',
    'Why growers choose Aurora Pro',
    'Aurora Pro protects soybeans from Asian soybean rust for up to 21 days after one application.',
    'Growers see greener leaves and heavier grain at harvest.',
  ].join('\n');

  it('are not quoted as sentences', () => {
    expect(extractiveSummary(page, { title: 'Aurora Pro' })).toBe(
      'Aurora Pro protects soybeans from Asian soybean rust for up to 21 days after one application. Growers see greener leaves and heavier grain at harvest.',
    );
  });

  it('stand in when the text has nothing else', () => {
    expect(extractiveSummary('Aurora Pro\nWhy growers choose it')).toBe('Aurora Pro Why growers choose it');
  });
});
