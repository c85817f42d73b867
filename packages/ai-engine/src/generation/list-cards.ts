import type { Candidate, Vocabulary } from './candidate.ts';
import { ANSWER_MAX, finishAnswer, inlineText } from './card-text.ts';
import { comparisonKey, GENERIC_HEADINGS, LIST_HEADS, numberWord, POINTING_WORDS } from './english.ts';
import { splitGlossaryLine } from './glossary-cards.ts';
import type { NoteList } from './note-structure.ts';
import { tokensOfPhrase } from './nlp.ts';
import { inQuestion } from './question-wording.ts';

/**
 * A heading or lead-in with its list: "Stages of mitosis" + four items → "What are the four stages of
 * mitosis?"; "A valid contract has five essential elements:" → "What are the five essential elements of
 * a valid contract?"; "Steps of binary search" → "What is the first step of binary search?".
 */

const ORDINAL_ITEM = /^(?:first|second|third|fourth|fifth|sixth|final|last|step|stage|phase|part)\b/i;

/** The short name of an item: its term, or the item itself when short. */
function itemName(text: string, boldLead: string | null): string | null {
  const glossary = splitGlossaryLine(text, boldLead);
  let name = glossary ? glossary.term : text;
  name = name
    .replace(/[;.,]+$/, '')
    .replace(/^(?:and|or)\s+/i, '')
    .replace(/\s+(?:and|or)$/i, '')
    .trim();
  if (!glossary) {
    const words = name.split(/\s+/);
    if (words.length > 7) {
      const clause = /^([^,:–—]{2,60})[,:–—]/.exec(name)?.[1]?.trim();
      if (!clause || clause.split(/\s+/).length > 6) return null;
      name = clause;
    }
  }
  if (!name || ORDINAL_ITEM.test(name) || name.length > 70) return null;
  return name;
}

function joinNames(names: readonly string[], vocabulary: Vocabulary): string {
  const shown = names.map((name, i) => (i === 0 ? name : inQuestion(name, vocabulary, true, false)));
  const separator = shown.some((n) => n.includes(',')) ? '; ' : ', ';
  return shown.join(separator);
}

/** "Stages of mitosis" → "stages of mitosis"; only headings that name members ("types", "stages", "factors"). */
function listNounPhrase(lead: string): string | null {
  const text = inlineText(lead.replace(/:$/, '').replace(/^\d+[.)]\s*/, ''));
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 12 || /[.;!]/.test(text)) return null;
  const tokens = tokensOfPhrase(text);
  if (
    tokens.some(
      (t) =>
        t.pos === 'AUX' ||
        (t.pos === 'VERB' && t.lower !== t.lemma && !/(?:ed|ing)$/.test(t.lower) && t.lower !== 'shift'),
    )
  ) {
    // a lead-in like "Factors that shift the demand curve" keeps its relative clause
    if (!/\b(?:that|which|who)\b/i.test(text)) return null;
  }
  const lower = words.map((w) => w.toLowerCase().replace(/[^a-z']/g, ''));
  if (lower.every((w) => GENERIC_HEADINGS.has(w) || w === 'and' || w === 'of')) return null;
  const firstNounIndex = lower.findIndex((w) => LIST_HEADS.has(w));
  if (firstNounIndex < 0 || firstNounIndex > 3) return null;
  if (POINTING_WORDS.has(lower[0] ?? '')) return null;
  return text;
}

/**
 * What a list belongs to, from a heading of the form "… of Y" ("Regulation of the cycle" → "the cycle",
 * "The Origins of the First World War" → "the First World War"). "the cycle" becomes "the cell cycle"
 * when another heading names it so. Null when no heading names a topic that way.
 */
export function topicOf(headings: readonly (string | null)[], vocabulary: Vocabulary): string | null {
  for (const heading of headings) {
    const match = /\bof\s+((?:the\s+)?[\p{L}][\p{L}'’ -]{1,50})$/iu.exec((heading ?? '').trim());
    if (!match) continue;
    let topic = (match[1] ?? '').trim();
    if (/\s(?:and|or)\s/i.test(topic)) continue;
    const bare = /^the\s+(\p{L}+)$/iu.exec(topic);
    if (bare) {
      const head = (bare[1] ?? '').toLowerCase();
      for (const other of headings) {
        const fuller = new RegExp(`\\b(\\p{L}+\\s+${head})\\b`, 'iu').exec(other ?? '');
        if (fuller && !/^(?:the|of|and)\s/i.test(fuller[1] ?? '')) topic = `the ${fuller[1]}`;
      }
    }
    // a heading's Title Case gives way to the notes' own lower case ("the Cell Cycle" → "the cell cycle")
    const rest = topic.replace(/^the\s+/i, '');
    const asWritten = vocabulary.text?.includes(rest.toLowerCase()) ? rest.toLowerCase() : inQuestion(rest, vocabulary);
    return /^the\s/i.test(topic) ? `the ${asWritten}` : asWritten;
  }
  return null;
}

/** "the three main checkpoints" + "the cell cycle" → "the three main checkpoints of the cell cycle". */
function withTopic(question: string, topic: string | null): string {
  if (!topic || /\s(?:of|in|for|during)\s/i.test(question)) return question;
  const words = topic
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 3);
  if (words.every((w) => question.toLowerCase().includes(w))) return question;
  return question.replace(/\?$/, ` of ${topic}?`);
}

export function listCards(list: NoteList, vocabulary: Vocabulary, topic: string | null = null): Candidate[] {
  const lead = list.lead;
  if (!lead || list.items.length < 2 || list.items.length > 12) return [];
  const leadText = lead.text.replace(/:$/, '').trim();
  const place = { order: lead.order * 1000 + 999, section: list.section, source: `list:${list.id}` };
  const count = list.items.length;
  const out: Candidate[] = [];
  const names = list.items.map((item) => itemName(item.text, item.boldLead));
  const allNamed = names.every((n): n is string => n !== null);
  // "Newton's laws": first law, second law, third law, inertia: a list that mixes its kind with other notes
  const kind = /(\p{L}{3,})s$/u.exec(leadText.toLowerCase())?.[1];
  const ofKind = kind ? names.filter((n) => n?.toLowerCase().includes(kind)).length : 0;
  const mixed = ofKind > 0 && ofKind < names.length;
  const answer = allNamed && !mixed ? joinNames(names, vocabulary) : null;

  let question: string | null = null;
  let concept = leadText;
  // "Interphase is divided into three stages:" / "A valid contract has five essential elements:" / "There are three main checkpoints:"
  const lastSentence = leadText.split(/(?<=[.!?])\s+/).pop() ?? leadText;
  const divided =
    /^(.{2,80}?)\s+(?:is|are)\s+(?:divided|split|classified|grouped|separated)\s+into\s+(\w+)\s+(.{2,60})$/i.exec(
      lastSentence,
    );
  const has = /^(.{2,80}?)\s+(?:has|have|consists of|contains|comprises|involves|includes)\s+(\w+)\s+(.{2,60})$/i.exec(
    lastSentence,
  );
  const thereAre = /^there\s+are\s+(\w+)\s+(.{2,60})$/i.exec(lastSentence);
  const match = divided ?? has;
  if (match) {
    const owner = match[1] ?? '';
    const ownerWord = owner.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!POINTING_WORDS.has(ownerWord) && !/^the (?:model|theory|process|system|method)$/i.test(owner)) {
      question = `What are the ${match[2]} ${match[3]} of ${inQuestion(owner, vocabulary)}?`;
      concept = `${match[3]} ${owner}`;
    }
  } else if (thereAre) {
    question = withTopic(`What are the ${thereAre[1]} ${thereAre[2]}?`, topic);
    concept = thereAre[2] ?? leadText;
  } else if (lead.kind === 'heading' || lead.text.endsWith(':')) {
    if (leadText.endsWith('?')) question = leadText;
    else {
      const phrase = listNounPhrase(leadText);
      if (phrase) {
        const lowered = inQuestion(phrase, vocabulary, true);
        const possessive = /^[\p{L}]+['’]s\s/u.test(lowered);
        const hasNumber = /^(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(lowered);
        if (possessive) question = `What are ${lowered}?`;
        else if (hasNumber) question = withTopic(`What are ${/^the\s/i.test(lowered) ? '' : 'the '}${lowered}?`, topic);
        else question = withTopic(`What are the ${numberWord(count)} ${lowered.replace(/^the\s+/i, '')}?`, topic);
      }
    }
  }
  if (question && answer && answer.length <= ANSWER_MAX) {
    const a = finishAnswer(answer, false);
    out.push({
      question: question.charAt(0).toUpperCase() + question.slice(1),
      answer: a,
      kind: 'list',
      score: 8.5,
      order: place.order,
      section: place.section,
      source: place.source,
      concept: comparisonKey(concept),
    });
  }
  // "Steps of binary search" / "Steps in a hypothesis test" → the first step
  const steps = /^(?:the\s+)?(?:main\s+)?steps?\s+(?:of|in|for|to)\s+(.{2,60})$/i.exec(leadText);
  const first = list.items[0];
  if (steps && list.numbered && first) {
    const firstText = first.text.replace(/[;,]$/, '');
    if (firstText.length <= ANSWER_MAX && firstText.split(/\s+/).length >= 2) {
      out.push({
        question: `What is the first step ${/^in\b/i.test(leadText.split(/\s+/)[1] ?? '') ? 'in' : 'of'} ${inQuestion(steps[1] ?? '', vocabulary)}?`,
        answer: finishAnswer(firstText, true),
        kind: 'step',
        score: 7,
        order: first.order * 1000,
        section: place.section,
        source: `list:${list.id}:first`,
        concept: comparisonKey(`${steps[1]} first step`),
      });
    }
  }
  return out;
}
