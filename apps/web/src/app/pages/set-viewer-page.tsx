import { PlainPage } from './plain-page.tsx';

export default function SetViewerPage() {
  return <PlainPage title="Flashcard Set" />;
}
