import { WelcomeOnArrival } from '../../features/onboarding/components/welcome-modal.tsx';
import { PlainPage } from './plain-page.tsx';

export default function CreatedSetsPage() {
  return (
    <PlainPage title="Created Sets">
      {/* First arrival after sign-up: the welcome (features/onboarding). */}
      <WelcomeOnArrival />
    </PlainPage>
  );
}
