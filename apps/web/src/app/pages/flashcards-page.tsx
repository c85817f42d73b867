import { PlainPage } from './plain-page.tsx';

export default function FlashcardsPage() {
  return <PlainPage title="Study Flashcards" />;
}
