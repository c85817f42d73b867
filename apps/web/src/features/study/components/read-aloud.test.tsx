import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FlipDeckView } from './flip-deck-view.tsx';
import { StorageKeys } from '../../../lib/storage-keys.ts';

/** The browser's speech synthesis, recording what it is asked to say. */
function fakeSpeech(voices: Array<{ lang: string; name: string; default?: boolean }>) {
  const spoken: Array<{ text: string; lang: string; voice: string | undefined }> = [];
  const listeners = new Set<() => void>();
  let list = voices.map((v) => ({ localService: true, default: false, voiceURI: v.name, ...v }));
  class Utterance {
    lang = '';
    voice: { name: string } | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => list,
    speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name }),
    cancel: vi.fn(),
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  });
  return {
    spoken,
    /** Chromium lists its voices late, announcing them with voiceschanged */
    arrive(more: typeof voices) {
      list = more.map((v) => ({ localService: true, default: false, voiceURI: v.name, ...v }));
      act(() => listeners.forEach((l) => l()));
    },
  };
}

const cards: Flashcard[] = [
  { id: 'c1', question: 'la biblioteca', answer: 'the library', questionImage: null, answerImage: null },
  { id: 'c2', question: 'el perro', answer: 'the dog', questionImage: null, answerImage: null },
];

function renderDeck() {
  return render(
    <MemoryRouter>
      <FlipDeckView cards={cards} language="es" quizHref="/study/s/quiz" />
    </MemoryRouter>,
  );
}

const speaker = (name: RegExp) => screen.queryByRole('button', { name });

describe('read aloud in flip study', () => {
  it('has no speaker where the browser has no speech synthesis', () => {
    renderDeck();
    expect(speaker(/read the question aloud/i)).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Read aloud' })).toBeNull();
    expect(screen.queryByText('Read aloud')).toBeNull();
  });

  it('shows the speaker once voices arrive, and reads the side in the set’s language with its voice', async () => {
    const speech = fakeSpeech([]);
    renderDeck();
    expect(speaker(/read the question aloud/i)).toBeNull();
    speech.arrive([
      { lang: 'en-US', name: 'English', default: true },
      { lang: 'es-ES', name: 'Español' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Read the question aloud' }));
    expect(speech.spoken).toEqual([{ text: 'la biblioteca', lang: 'es', voice: 'Español' }]);
    // The click was the speaker's, not the card's: the question is still on show.
    expect(screen.getByRole('button', { name: 'Read the question aloud' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Read the answer aloud' })).toBeNull();
  });

  it('reads the side on show with R, listed with the other shortcuts', () => {
    const speech = fakeSpeech([{ lang: 'es-MX', name: 'Paulina' }]);
    renderDeck();
    expect(screen.getByRole('list', { name: 'Keyboard shortcuts' })).toHaveTextContent(/R\s*Read aloud/);
    fireEvent.keyDown(document, { key: 'r' });
    fireEvent.keyDown(document, { key: ' ' });
    fireEvent.keyDown(document, { key: 'R' });
    expect(speech.spoken.map((s) => s.text)).toEqual(['la biblioteca', 'the library']);
  });

  it('auto-reads each side as it shows when switched on, and remembers the switch', async () => {
    const speech = fakeSpeech([{ lang: 'es-ES', name: 'Español' }]);
    const { unmount } = renderDeck();
    expect(speech.spoken).toEqual([]);
    await userEvent.click(screen.getByRole('switch', { name: 'Read aloud' }));
    expect(speech.spoken.map((s) => s.text)).toEqual(['la biblioteca']);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(speech.spoken.map((s) => s.text)).toEqual(['la biblioteca', 'el perro']);
    expect(localStorage.getItem(StorageKeys.autoReadAloud)).toBe('true');

    unmount();
    renderDeck();
    expect(screen.getByRole('switch', { name: 'Read aloud' })).toBeChecked();
  });
});
