import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { AuthenticationRequired } from '../../features/created-sets/components/authentication-required.tsx';
import { CreatedSetsHeader } from '../../features/created-sets/components/created-sets-header.tsx';
import { CreatedSetsView } from '../../features/created-sets/components/created-sets-view.tsx';
import { WelcomeOnArrival } from '../../features/onboarding/components/welcome-modal.tsx';

// The AI overlay (PDF upload, generation) is its own chunk, fetched when it is about to be opened.
const loadAiOverlay = () => import('../../features/ai/components/ai-overlay.tsx');
const AiOverlay = lazy(() => loadAiOverlay().then((module) => ({ default: module.AiOverlay })));

export default function CreatedSetsPage() {
  const { user } = useAuth();
  const [aiOpen, setAiOpen] = useState(false);
  // Mounted from its first opening on, so the dialog can close (and return focus) properly.
  const [aiMounted, setAiMounted] = useState(false);
  const openAi = () => {
    setAiMounted(true);
    setAiOpen(true);
  };

  return (
    <>
      {user ? (
        <CreatedSetsView uid={user.uid} onGenerateWithAi={openAi} onPrepareAi={() => void loadAiOverlay()} />
      ) : (
        // The route guard keeps anonymous visitors out; this is only reached mid sign-out.
        <>
          <CreatedSetsHeader />
          <div className="px-4 py-8 md:px-8">
            <AuthenticationRequired />
          </div>
        </>
      )}
      {aiMounted && (
        <Suspense fallback={null}>
          <AiOverlay open={aiOpen} onClose={() => setAiOpen(false)} />
        </Suspense>
      )}
      {/* First arrival after sign-up: the welcome (features/onboarding). */}
      <WelcomeOnArrival />
    </>
  );
}
