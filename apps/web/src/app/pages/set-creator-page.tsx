import { PlainPage } from './plain-page.tsx';

export default function SetCreatorPage() {
  return <PlainPage title="New Flashcard Set" />;
}
