import { useEffect, useState } from 'react';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal.tsx';
import { FeatureCards } from '../../features/landing/components/feature-cards.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { LandingFooter } from '../../features/landing/components/landing-footer.tsx';
import { LandingHeader } from '../../features/landing/components/landing-header.tsx';
import { ParticleBackground } from '../../features/landing/components/particle-background.tsx';
import { PrivacyModal, TermsModal } from '../../features/legal/components/legal-modals.tsx';
import { useSchoolList } from '../../features/schools/api/use-school-list.ts';

type LandingModal = 'contact' | 'terms' | 'privacy' | null;

export default function LandingPage() {
  const [modal, setModal] = useState<LandingModal>(null);
  const close = () => setModal(null);
  const schoolList = useSchoolList();

  useEffect(() => {
    // Spec §8: a failed school list is logged, and the search goes on without suggestions.
    if (schoolList.error) console.info('Could not load the school list.', schoolList.error);
  }, [schoolList.error]);

  return (
    <div className="relative isolate min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      {/* One screen tall at the top: the part a visitor sees first; it pauses once scrolled away. */}
      <ParticleBackground className="bottom-auto -z-10 h-svh min-h-[40rem]" />
      <LandingHeader onContact={() => setModal('contact')} />
      <main>
        <Hero schools={schoolList.data} loading={schoolList.isPending} />
        <FeatureCards />
        <FinalCta />
      </main>
      <LandingFooter
        onTerms={() => setModal('terms')}
        onPrivacy={() => setModal('privacy')}
        onContact={() => setModal('contact')}
      />
      <FeedbackModal open={modal === 'contact'} onClose={close} />
      <TermsModal open={modal === 'terms'} onClose={close} />
      <PrivacyModal open={modal === 'privacy'} onClose={close} />
    </div>
  );
}
