import { AiLimits } from '@coursecards/shared/constants/limits';
import type { GenerateOptions, GenerationResult } from '../ai-engine.ts';
import { gateEach } from '../gates/generation-gates.ts';
import type { Candidate, Place, Vocabulary } from './candidate.ts';
import { cleanNotes } from './clean-notes.ts';
import { contentWords } from './english.ts';
import { glossaryCards, splitGlossaryLine } from './glossary-cards.ts';
import { headingBulletCards } from './heading-bullets.ts';
import { listCards, topicOf } from './list-cards.ts';
import { sentencesOf, type Sentence } from './nlp.ts';
import { parseStructure, topicHeading, type NoteList, type NoteStructure, type NoteUnit } from './note-structure.ts';
import { subjectOf, type Subject } from './phrases.ts';
import { autoCount, distinctCandidates, passesPrecisionFloor, pickSpread } from './select-cards.ts';
import { morePatternCards } from './more-patterns.ts';
import { contrastCard, pairedClauses } from './paired-clauses.ts';
import { sentenceCards } from './sentence-cards.ts';
import { tableCards } from './table-cards.ts';

/** The spec's message when nothing usable comes out (accounts-and-discovery §8 "AI"). */
export const NO_CARDS_MESSAGE = 'No valid flashcards could be generated. Please try different notes.';

/**
 * Why fewer cards than asked came out, in words that are true whichever engine made them (issue 19):
 * "7 flashcards were made instead of 10: 3 more were left out because they did not read as a clear
 * question with its answer. The generator keeps only cards that pass its quality checks and may have
 * missed facts in these notes, so add any you want by hand." It never says the notes ran out: blind
 * readings found plain defining sentences the generator had passed over (ADR 0035).
 */
export function fewerCardsMessage(made: number, asked: number, leftOut = 0): string {
  const cards = made === 1 ? '1 flashcard was' : `${made} flashcards were`;
  const reason =
    leftOut > 0
      ? `${leftOut === 1 ? '1 more was' : `${leftOut} more were`} left out because ${leftOut === 1 ? 'it' : 'they'} did not read as a clear question with its answer. The generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.`
      : 'the generator keeps only cards that pass its quality checks and may have missed facts in these notes, so add any you want by hand.';
  return `${cards} made instead of ${asked}: ${reason}`;
}

/** Beyond this many lines the notes are not read further (40,000 characters rarely make half as many). */
const MAX_UNITS = 4000;

function vocabularyOf(structure: NoteStructure): Vocabulary {
  const lowercase = new Set<string>();
  const capitalized = new Set<string>();
  const frequency = new Map<string, number>();
  const definite = new Set<string>();
  const indefinite = new Set<string>();
  for (const unit of structure.units) {
    for (const match of unit.text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
      const word = match[0];
      const first = word.charAt(0);
      if (first === first.toLowerCase() && first !== first.toUpperCase()) lowercase.add(word);
      else if (match.index > 0 && !/[.!?:;"“(]\s*$/.test(unit.text.slice(Math.max(0, match.index - 3), match.index))) {
        capitalized.add(word.toLowerCase());
      }
    }
    for (const w of contentWords(unit.text)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    articleUses(unit.text, definite, indefinite);
  }
  const text = structure.units.map((u) => u.text).join('\n');
  return { lowercase, capitalized, frequency, definite, indefinite, text };
}

/** Adjectives of place within a whole: "the upper mantle" shows the notes say "the mantle". */
const PART_ADJECTIVES = new Set(['upper', 'uppermost', 'lower', 'outer', 'inner', 'middle', 'central']);

/**
 * The phrases the notes themselves write with "the" ("the crust", "the cell cycle") and with "a" or "an",
 * so questions can use the notes' own articles. "the opportunity cost of a shift" is relational use and
 * does not count.
 */
function articleUses(text: string, definite: Set<string>, indefinite: Set<string>): void {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[^\s\p{L}\p{N}]/gu) ?? [];
  for (let i = 0; i < words.length - 1; i++) {
    const article = words[i];
    if (article !== 'the' && article !== 'a' && article !== 'an') continue;
    const into = article === 'the' ? definite : indefinite;
    for (let n = 1; n <= 3 && i + n < words.length; n++) {
      const phrase = words.slice(i + 1, i + 1 + n);
      if (phrase.some((w) => !/^[\p{L}]/u.test(w))) break;
      if (words[i + 1 + n] === 'of') continue;
      into.add(phrase.join(' '));
      if (n === 2 && article === 'the' && PART_ADJECTIVES.has(phrase[0] ?? '')) into.add(phrase[1] ?? '');
      // "a negative externality" counts "externality"
      if (n === 2 && article !== 'the') into.add(phrase[1] ?? '');
    }
  }
}

const AT_THE_TIME = /\s+at (?:the|that) time\b/i;

/**
 * "How old was Mary Shelley at the time?" names no time: the sentence before gives it ("in the summer of
 * 1816") → "How old was Mary Shelley in the summer of 1816?". With no single date there, the card goes.
 */
function resolveTimeReferences(cards: Candidate[], previous: Sentence | null): Candidate[] {
  return cards.flatMap((c) => {
    // "What do three families of theory do?": a bare count as subject asks about nothing in particular
    if (/^What (?:do|did) (?:two|three|four|five|six|seven|eight|nine|ten|\d+) /.test(c.question)) return [];
    if (!AT_THE_TIME.test(c.question)) return [c];
    const dates = [
      ...(previous?.text ?? '').matchAll(
        /\b(?:in|on|during)\s+((?:the\s+(?:spring|summer|autumn|fall|winter|year)\s+of\s+)?(?:\d{1,2}\s+\p{Lu}\p{Ll}+\s+)?1?\d{3,4})\b/gu,
      ),
    ];
    const date = dates[0];
    if (dates.length !== 1 || !date) return [];
    return [{ ...c, question: c.question.replace(AT_THE_TIME, ` ${date[0]}`) }];
  });
}

const SEQUENCE_WORDS = /\b(?:stages|phases|steps|process|cycle|sequence|procedure)\b/i;

/** Sentence patterns over a paragraph, each sentence knowing the one before it. */
function paragraphCards(
  text: string,
  place: Place,
  vocabulary: Vocabulary,
  prefix: string | null,
  firstSubject: Subject | null,
  skipFirst = false,
): Candidate[] {
  const out: Candidate[] = [];
  // two definitions in one sentence are read as two sentences ("X is …, whereas Y is …")
  const sentences = sentencesOf(text).flatMap((sentence, s) => {
    const clauses = pairedClauses(sentence.text);
    if (clauses.length < 2) return [sentence];
    clauses.forEach((clause, k) => {
      const contrast = contrastCard(clause, { ...place, order: place.order + s }, vocabulary, k);
      if (contrast) out.push(contrast);
    });
    return clauses.flatMap((clause) => sentencesOf(clause).slice(0, 1));
  });
  let previous: Sentence | null = null;
  let previousSubject = firstSubject;
  sentences.forEach((sentence, index) => {
    if (skipFirst && index === 0) {
      previous = sentence;
      return;
    }
    const result = sentenceCards(sentence, {
      place: { ...place, order: place.order + index, source: `${place.source}:${index}` },
      vocabulary,
      previous,
      previousSubject,
      prefix,
    });
    out.push(...resolveTimeReferences(result.cards, previous));
    if (!prefix)
      out.push(
        ...morePatternCards(
          sentence,
          { ...place, order: place.order + index, source: `${place.source}:${index}` },
          vocabulary,
          previous,
        ),
      );
    previous = sentence;
    previousSubject = result.subject ?? (result.cards.length ? previousSubject : null);
  });
  return out;
}

/** "scalar = size only; vector = size + direction": two glossary notes on one line, each a line of its own. */
function pairedGlossaryLines(text: string): string[] | null {
  const parts = text.split(/;\s+/);
  if (parts.length < 2 || parts.length > 4) return null;
  const terms = parts.map((part) => splitGlossaryLine(part, null)?.term ?? '');
  return terms.every((term) => term && term.split(/\s+/).length <= 4 && /^[\p{L}]/u.test(term)) ? parts : null;
}

function unitCards(unit: NoteUnit, structure: NoteStructure, vocabulary: Vocabulary): Candidate[] {
  const paired = pairedGlossaryLines(unit.text);
  if (paired) {
    return paired.flatMap((text, i) =>
      unitCards({ ...unit, text, boldLead: null }, structure, vocabulary).map((c) => ({
        ...c,
        source: `${c.source};${i}`,
      })),
    );
  }
  // order: the unit's place, then the sentence's within it
  const place: Place = { order: unit.order * 1000, section: unit.section, source: `u${unit.order}` };
  const list: NoteList | undefined = unit.kind === 'item' ? structure.lists[unit.listId] : undefined;
  const lead = list?.lead?.text.replace(/:$/, '') ?? null;
  const context = lead ?? topicHeading(structure, unit.section);
  const glossaryLine = splitGlossaryLine(unit.text, unit.boldLead);
  if (glossaryLine) {
    const sectionHeading = structure.sections[unit.section]?.heading ?? '';
    const result = glossaryCards(glossaryLine, {
      place,
      vocabulary,
      context,
      sequence: SEQUENCE_WORDS.test(lead ?? sectionHeading),
      bold: unit.boldLead !== null,
    });
    if (result.cards.length) {
      // The explanation's further sentences may hold more ("If you spend an evening studying …").
      const termTokens = sentencesOf(glossaryLine.term)[0]?.tokens ?? [];
      const term = subjectOf(termTokens, 0, termTokens.length, vocabulary);
      return [...result.cards, ...paragraphCards(glossaryLine.explanation, place, vocabulary, null, term, true)];
    }
    if (result.sentence) {
      return paragraphCards(result.sentence.text, place, vocabulary, result.sentence.prefix || null, null);
    }
  }
  return paragraphCards(unit.text, place, vocabulary, null, null);
}

/** Every card the notes could give, before ranking. */
export function candidateCards(notes: string): { candidates: Candidate[]; vocabulary: Vocabulary } {
  const structure = parseStructure(cleanNotes(notes));
  const vocabulary = vocabularyOf(structure);
  const candidates: Candidate[] = [];
  for (const unit of structure.units.slice(0, MAX_UNITS)) {
    // a card needs at least a term and a word of explanation
    if (unit.kind === 'heading' || !/\p{L}{2}[^\n]*\s[^\n]*\p{L}{2}/u.test(unit.text)) continue;
    candidates.push(...unitCards(unit, structure, vocabulary), ...headingBulletCards(unit, structure, vocabulary));
  }
  for (const list of structure.lists) {
    const headings = [
      topicHeading(structure, list.section),
      structure.sections[list.section]?.heading ?? null,
      structure.topic,
    ];
    candidates.push(...listCards(list, vocabulary, topicOf(headings, vocabulary)));
  }
  // a table row belongs to the section its line is in, so that spreading over sections treats it as such
  const sectionOf = (row: string) => structure.units.find((u) => u.text.includes(row))?.section ?? 0;
  candidates.push(...tableCards(notes.slice(0, 40_000), vocabulary, sectionOf));
  return { candidates, vocabulary };
}

/** Cards built from the notes' own structure and language (issue 7). Deterministic: same notes, same cards. */
export function generateCardsFromNotes(notes: string, options: Omit<GenerateOptions, 'signal'>): GenerationResult {
  const { candidates, vocabulary } = candidateCards(notes);
  // the gates come before ranking and the count, so that a dropped card leaves room for a good one;
  // what they left out is counted for the message (ranked as it would have been without them)
  // the precision floor reads the cards as the gates repaired them (ADR 0038)
  const ranked = distinctCandidates(
    gateEach(candidates, notes).filter((c) => passesPrecisionFloor(c, vocabulary)),
    vocabulary,
  );
  const ungated = distinctCandidates(candidates, vocabulary).length;
  const max = AiLimits.cardCountMax;
  const wanted = options.autoCount ? autoCount(ranked, max) : Math.min(Math.max(1, Math.floor(options.count)), max);
  const chosen = pickSpread(ranked, wanted);
  const flashcards = chosen.map(({ question, answer }) => ({ question, answer }));
  if (!flashcards.length) return { flashcards, message: NO_CARDS_MESSAGE };
  if (!options.autoCount && flashcards.length < wanted) {
    const leftOut = Math.max(0, Math.min(wanted, ungated) - flashcards.length);
    const shortfall = { asked: wanted, made: flashcards.length, leftOut };
    return { flashcards, message: fewerCardsMessage(flashcards.length, wanted, leftOut), shortfall };
  }
  return { flashcards };
}
