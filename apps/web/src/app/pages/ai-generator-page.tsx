import { PlainPage } from './plain-page.tsx';

export default function AiGeneratorPage() {
  return <PlainPage title="Generate Flashcards with AI" />;
}
