/**
 * The languages a set may be written in (themes-and-speech §2): BCP-47 tags, so read-aloud can ask
 * the browser for a voice that pronounces the cards right. A short list of the languages students
 * most often study in; English unless the creator picks another.
 */
export const SET_LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'fr', name: 'French' },
  { tag: 'de', name: 'German' },
  { tag: 'it', name: 'Italian' },
  { tag: 'pt', name: 'Portuguese' },
  { tag: 'nl', name: 'Dutch' },
  { tag: 'sv', name: 'Swedish' },
  { tag: 'pl', name: 'Polish' },
  { tag: 'ru', name: 'Russian' },
  { tag: 'tr', name: 'Turkish' },
  { tag: 'ar', name: 'Arabic' },
  { tag: 'hi', name: 'Hindi' },
  { tag: 'zh', name: 'Chinese' },
  { tag: 'ja', name: 'Japanese' },
  { tag: 'ko', name: 'Korean' },
  { tag: 'vi', name: 'Vietnamese' },
] as const;

export type SetLanguageTag = (typeof SET_LANGUAGES)[number]['tag'];
export const SET_LANGUAGE_TAGS = SET_LANGUAGES.map((l) => l.tag) as [SetLanguageTag, ...SetLanguageTag[]];
export const DEFAULT_SET_LANGUAGE: SetLanguageTag = 'en';

/** A stored tag read back: one the list no longer has (none today) reads as English rather than failing. */
export function setLanguageOf(tag: string | undefined): SetLanguageTag {
  return SET_LANGUAGE_TAGS.find((t) => t === tag) ?? DEFAULT_SET_LANGUAGE;
}

export function languageName(tag: string): string {
  return SET_LANGUAGES.find((l) => l.tag === tag)?.name ?? tag;
}
