import { Modal } from '../../../components/ui/modal.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';
import { TermsOfService } from './terms-of-service.tsx';

export interface LegalModalProps {
  open: boolean;
  onClose: () => void;
}

export function TermsModal({ open, onClose }: LegalModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Terms of Service" size="lg" className="max-h-[85dvh]">
      <TermsOfService />
    </Modal>
  );
}

export function PrivacyModal({ open, onClose }: LegalModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Privacy Policy" size="lg" className="max-h-[85dvh]">
      <PrivacyPolicy />
    </Modal>
  );
}
