import type { CleanLines } from './clean-notes.ts';
import { GENERIC_HEADINGS } from './english.ts';
import { tokensOfPhrase } from './nlp.ts';

/** The notes' own structure: headings, paragraphs, lists with what introduces them, glossary-like lines. */
export interface NoteUnit {
  kind: 'heading' | 'text' | 'item';
  /** without markdown markers and list markers */
  text: string;
  /** a term set in bold at the start ("**Scarcity** – …") */
  boldLead: string | null;
  /** position in the notes (units in reading order) */
  order: number;
  /** the section it belongs to (0: before any heading) */
  section: number;
  /** items: nesting depth, 0 for the list's own level */
  depth: number;
  /** items: the list it belongs to */
  listId: number;
  numbered: boolean;
}

export interface NoteList {
  id: number;
  /** what introduces the list: a heading, or a line ending with a colon */
  lead: NoteUnit | null;
  /** the list's own items (not sub-items), in order */
  items: NoteUnit[];
  numbered: boolean;
  section: number;
}

export interface NoteSection {
  index: number;
  heading: string | null;
  level: number;
  parent: number | null;
}

export interface NoteStructure {
  units: NoteUnit[];
  lists: NoteList[];
  sections: NoteSection[];
  /** what the notes are about, from the title or top heading ("The Cell Cycle and Cell Division") */
  topic: string | null;
}

const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM =
  /^(\s*)(?:([-*+•◦▪‣·–—])|(\d{1,2})[.)]|([a-zA-Z])[.)]|\(\s*(\d{1,2}|[a-zA-Z]|[ivxIVX]{1,4})\s*\))\s+(\S.*)$/;
const RULE = /^\s*(?:[-=_*]\s*){3,}$/;

/** Inline markdown that a card should not show: emphasis, code ticks, links. Bounded, lazy, single-line. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]\n]{0,200})\]\([^)\n]{0,500}\)/g, '$1')
    .replace(/\[([^\]\n]{1,200})\]\([^)\n]{0,500}\)/g, '$1')
    .replace(/\*\*([^*\n]{1,200}?)\*\*/g, '$1')
    .replace(/__([^_\n]{1,200}?)__/g, '$1')
    .replace(/(^|[\s(])\*([^*\s][^*\n]{0,200}?)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`\n]{1,200})`/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function boldLeadOf(text: string): string | null {
  const match = /^\s*(?:\*\*([^*\n]{1,80}?)\*\*|__([^_\n]{1,80}?)__)/.exec(text);
  return match ? (match[1] ?? match[2] ?? '').trim() || null : null;
}

const hasVerb = (text: string) => tokensOfPhrase(text).some((t) => t.pos === 'VERB' || t.pos === 'AUX');

/** A plain line that reads as a heading: short, no closing full stop, no verb unless it is a question. */
function isPlainHeading(text: string, isFirst: boolean, standsAlone: boolean): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > (isFirst ? 120 : 80)) return false;
  if (/[.,;!]$/.test(t) || !/^[\p{Lu}\d]/u.test(t)) return false;
  // "Term: explanation", "Term – explanation", "Term = explanation" are glossary lines, except as a
  // title on a line of its own ("PSYC 100 — Memory (week 5)").
  const glossaryLike = /\S(?::\s|\s[-–—=]\s)\S/.test(t);
  if (isFirst) return !glossaryLike || standsAlone;
  const words = t.split(/\s+/);
  if (words.length > 10) return false;
  if (glossaryLike) return false;
  if (t === t.toUpperCase() && /\p{Lu}{3}/u.test(t)) return true;
  if (t.endsWith('?')) return true;
  return words.length <= 2 || !hasVerb(t.replace(/:$/, ''));
}

/** "CHEM 101 notes — chemical bonding" → "chemical bonding"; "BIOL 110 – Lecture 6: The Cell Cycle" → "The Cell Cycle". */
export function topicOfTitle(title: string): string | null {
  const parts = title
    .split(/\s+[-–—:|]\s+|:\s+/)
    .map((p) =>
      p
        .replace(/\([^)]*\)/g, ' ')
        .replace(/^\s*[A-Z]{2,5}\s?\d{1,4}[A-Z]?\b/, ' ')
        .replace(/\b(?:lecture|week|wk|handout|unit|chapter|session|class|module|part)\s*\d+\b/gi, ' ')
        .replace(/\b(?:my\s+)?(?:lecture\s+)?notes\b/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => /\p{L}{3}/u.test(p) && !GENERIC_HEADINGS.has(p.toLowerCase()));
  const topic = parts[parts.length - 1];
  return topic && topic.split(' ').length <= 10 ? topic : null;
}

export function parseStructure(lines: CleanLines): NoteStructure {
  const units: NoteUnit[] = [];
  const sections: NoteSection[] = [{ index: 0, heading: null, level: 0, parent: null }];
  const lists: NoteList[] = [];
  let section = 0;
  let currentList: NoteList | null = null;
  let listBaseIndent = 0;
  let previousWasBlank = true;
  let firstContent = true;

  const startSection = (heading: string, level: number) => {
    let parent: number | null = section;
    while (parent !== null && parent > 0 && (sections[parent]?.level ?? 0) >= level)
      parent = sections[parent]?.parent ?? null;
    section = sections.length;
    sections.push({ index: section, heading, level, parent: parent ?? 0 });
  };
  /** A heading or a line of prose: in the current section, in no list. */
  const addLoose = (kind: 'heading' | 'text', text: string, boldLead: string | null = null) => {
    units.push({ kind, text, boldLead, order: units.length, section, depth: 0, listId: -1, numbered: false });
  };
  const addHeading = (text: string, level: number) => {
    currentList = null;
    startSection(text, level);
    addLoose('heading', text);
  };

  lines.forEach((raw, i) => {
    if (raw === '') {
      previousWasBlank = true;
      return;
    }
    const nextLine = lines[i + 1];
    const isFirst = firstContent;
    firstContent = false;
    const blankBefore = previousWasBlank;
    previousWasBlank = false;
    if (RULE.test(raw)) {
      // A setext underline makes the line above a heading; otherwise it is a horizontal rule.
      const last = units[units.length - 1];
      if (last && last.kind === 'text' && /[=-]/.test(raw) && !blankBefore) {
        units.pop();
        addHeading(last.text, raw.includes('=') ? 1 : 2);
      }
      return;
    }
    const md = MD_HEADING.exec(raw);
    if (md) {
      addHeading(stripInlineMarkdown(md[2] ?? '').replace(/:$/, ''), (md[1] ?? '#').length);
      return;
    }
    const item = ITEM.exec(raw);
    const numberedHeading =
      item &&
      item[3] !== undefined &&
      blankBefore &&
      (nextLine === '' || nextLine === undefined) &&
      (item[6] ?? '').length <= 60 &&
      !/[.;,]$/.test(item[6] ?? '') &&
      // "1. What is a contract?" / "2. Offer and acceptance" above a paragraph, not a one-line list
      lines[i + 2] !== undefined &&
      !ITEM.test(lines[i + 2] ?? '');
    if (item && !numberedHeading) {
      const indent = (item[1] ?? '').length;
      const body = item[6] ?? '';
      const numbered = item[2] === undefined;
      if (!currentList) {
        const previous = units[units.length - 1];
        const lead =
          previous && (previous.kind === 'heading' || (previous.kind === 'text' && previous.text.endsWith(':')))
            ? previous
            : null;
        currentList = { id: lists.length, lead, items: [], numbered, section };
        lists.push(currentList);
        listBaseIndent = indent;
      }
      const depth = indent > listBaseIndent + 1 ? 1 : 0;
      const unit: NoteUnit = {
        kind: 'item',
        text: stripInlineMarkdown(body),
        boldLead: boldLeadOf(body),
        order: units.length,
        section,
        depth,
        listId: currentList.id,
        numbered,
      };
      units.push(unit);
      if (depth === 0) currentList.items.push(unit);
      return;
    }
    const text = stripInlineMarkdown(numberedHeading ? (item[6] ?? '') : raw);
    if (!text) return;
    const followedByContent = nextLine !== undefined && (nextLine !== '' || lines[i + 2] !== undefined);
    if (
      numberedHeading ||
      (followedByContent &&
        (blankBefore || isFirst || text.endsWith(':')) &&
        isPlainHeading(text, isFirst, nextLine === '' || MD_HEADING.test(nextLine ?? '')) &&
        !text.includes('|'))
    ) {
      if (text.endsWith(':') && !isFirst) {
        // "Sampling methods:" introduces the list below it; it is a heading of that list only.
        currentList = null;
        addLoose('text', text);
        return;
      }
      addHeading(text.replace(/:$/, ''), isFirst ? 1 : 2);
      return;
    }
    currentList = null;
    addLoose('text', text, boldLeadOf(raw));
  });

  const firstHeading = units.find((u) => u.kind === 'heading');
  const topic = firstHeading && firstHeading.order <= 1 ? topicOfTitle(firstHeading.text) : null;
  return { units, lists, sections, topic };
}

/** The nearest heading that names a topic (not "Introduction", "Key terms"), walking up from a section. */
export function topicHeading(structure: NoteStructure, sectionIndex: number): string | null {
  let index: number | null = sectionIndex;
  let guard = 0;
  while (index !== null && guard++ < 20) {
    const section: NoteSection | undefined = structure.sections[index];
    if (!section) break;
    const heading = section.heading;
    if (heading && section.level > 1 && !GENERIC_HEADINGS.has(heading.toLowerCase()) && !isGenericHeading(heading))
      return heading;
    index = section.parent;
  }
  return structure.topic;
}

function isGenericHeading(heading: string): boolean {
  const words = heading
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length === 0 || words.every((w) => GENERIC_HEADINGS.has(w) || w === 'and' || w === 'the' || w === 'of');
}
