import { lazy, Suspense, useEffect, useState } from 'react';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal.tsx';
import { FeatureCards } from '../../features/landing/components/feature-cards.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { LandingFooter } from '../../features/landing/components/landing-footer.tsx';
import { LandingHeader } from '../../features/landing/components/landing-header.tsx';
import { useSchoolList } from '../../lib/static-lists.ts';

type LandingModal = 'contact' | 'terms' | 'privacy' | null;

// The legal texts are most of a modal's weight and few visitors open them: they load on the way there.
const loadLegal = () => import('../../features/legal/components/legal-modals.tsx');
const TermsModal = lazy(() => loadLegal().then((m) => ({ default: m.TermsModal })));
const PrivacyModal = lazy(() => loadLegal().then((m) => ({ default: m.PrivacyModal })));
const preloadLegal = () => void loadLegal().catch(() => undefined);
// Decoration: it may arrive a moment after the page, outside the landing page's first load.
const ParticleBackground = lazy(() =>
  import('../../features/landing/components/particle-background.tsx').then((m) => ({ default: m.ParticleBackground })),
);

export default function LandingPage() {
  const [modal, setModal] = useState<LandingModal>(null);
  // The legal modals mount (and their code loads) the first time one is asked for.
  const [legalWanted, setLegalWanted] = useState(false);
  const openLegal = (which: 'terms' | 'privacy') => {
    setLegalWanted(true);
    setModal(which);
  };
  const close = () => setModal(null);
  const schoolList = useSchoolList();

  useEffect(() => {
    // accounts-and-discovery §8: a failed school list is logged, and the search goes on without suggestions.
    if (schoolList.error) console.info('Could not load the school list.', schoolList.error);
  }, [schoolList.error]);

  return (
    <div className="relative isolate min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      {/* One screen tall at the top: the part a visitor sees first; it pauses once scrolled away. */}
      <Suspense fallback={null}>
        <ParticleBackground className="bottom-auto -z-10 h-svh min-h-[40rem]" />
      </Suspense>
      <LandingHeader onContact={() => setModal('contact')} />
      <main>
        <Hero schools={schoolList.data} loading={schoolList.isPending} />
        <FeatureCards />
        <FinalCta />
      </main>
      <LandingFooter
        onTerms={() => openLegal('terms')}
        onPrivacy={() => openLegal('privacy')}
        onLegalIntent={preloadLegal}
        onContact={() => setModal('contact')}
      />
      <FeedbackModal open={modal === 'contact'} onClose={close} />
      {legalWanted && (
        <Suspense fallback={null}>
          <TermsModal open={modal === 'terms'} onClose={close} />
          <PrivacyModal open={modal === 'privacy'} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
