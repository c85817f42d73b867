import { useState } from 'react';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal.tsx';
import { FeatureCards } from '../../features/landing/components/feature-cards.tsx';
import { FinalCta } from '../../features/landing/components/final-cta.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { LandingFooter } from '../../features/landing/components/landing-footer.tsx';
import { LandingHeader } from '../../features/landing/components/landing-header.tsx';

export default function LandingPage() {
  const [contactOpen, setContactOpen] = useState(false);
  const openContact = () => setContactOpen(true);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <LandingHeader onContact={openContact} />
      <main>
        <Hero />
        <FeatureCards />
        <FinalCta />
      </main>
      <LandingFooter onContact={openContact} />
      <FeedbackModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  );
}
