import { AiGeneratorScreen } from '../../features/ai/components/ai-generator-screen.tsx';

/** /ai-generate and /ai-generator: the full-page AI generator (signed-in only, by the route table). */
export default function AiGeneratorPage() {
  return <AiGeneratorScreen />;
}
