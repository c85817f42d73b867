import { useEffect, useRef, useState } from 'react';
import { safeStorage, StorageKeys } from './storage-keys.ts';

/**
 * Read-aloud through the browser's own speech synthesis (themes-and-speech §2): no download, no
 * server. A card side is read in its set's language, by a voice for that language when the browser
 * has one (else the browser picks by the utterance's `lang`).
 */

function synth(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
    ? window.speechSynthesis
    : undefined;
}

/**
 * Whether the browser can speak: speech synthesis there and at least one voice. Chromium lists its
 * voices only after `voiceschanged`, so an empty first answer is checked again then.
 */
export function useCanSpeak(): boolean {
  const [voices, setVoices] = useState(() => synth()?.getVoices().length ?? 0);
  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices().length);
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return voices > 0;
}

/** The voice for a BCP-47 tag: the browser's default for that language first, then any of it. */
function voiceFor(speech: SpeechSynthesis, lang: string): SpeechSynthesisVoice | undefined {
  const prefix = lang.toLowerCase();
  const matching = speech
    .getVoices()
    .filter((v) => v.lang.toLowerCase() === prefix || v.lang.toLowerCase().startsWith(`${prefix}-`));
  return matching.find((v) => v.default) ?? matching.find((v) => v.localService) ?? matching[0];
}

/** Reads text aloud in a language, cutting off whatever was being read. */
export function speak(text: string, lang: string): void {
  const speech = synth();
  const words = text.trim();
  if (!speech || !words) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.lang = lang;
  const voice = voiceFor(speech, lang);
  if (voice) utterance.voice = voice;
  speech.speak(utterance);
}

export function stopSpeaking(): void {
  synth()?.cancel();
}

/** The remembered "read each side aloud as it shows" switch of flip study and review. */
export function useAutoRead(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => safeStorage.get(StorageKeys.autoReadAloud) === 'true');
  const set = (value: boolean) => {
    if (value) safeStorage.set(StorageKeys.autoReadAloud, 'true');
    else safeStorage.remove(StorageKeys.autoReadAloud);
    setOn(value);
    if (!value) stopSpeaking();
  };
  return [on, set];
}

/** Reads `text` whenever it changes while `enabled` (auto-read), and stops when the view goes. */
export function useReadOnShow(text: string, lang: string, enabled: boolean): void {
  useEffect(() => {
    if (enabled) speak(text, lang);
  }, [text, lang, enabled]);
  useEffect(() => stopSpeaking, []);
}

/** R reads the side on show aloud, as the speaker button does (keys typed into fields are not ours). */
function isReadAloudKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return false;
  const target = event.target;
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return false;
  return event.key === 'r' || event.key === 'R';
}

/** R reads the side on show aloud (themes-and-speech §2), while `enabled` (no dialog open). */
export function useReadAloudKey(text: string, lang: string, enabled: boolean) {
  const latest = useRef({ text, lang });
  useEffect(() => {
    latest.current = { text, lang };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isReadAloudKey(event)) return;
      event.preventDefault();
      speak(latest.current.text, latest.current.lang);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
