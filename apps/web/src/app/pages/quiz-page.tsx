import { PlainPage } from './plain-page.tsx';

export default function QuizPage() {
  return <PlainPage title="Quiz Mode" />;
}
