import { LogIn, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorCard } from '../../../components/ui/load-error-panel.tsx';

/** "Unable to Load Profile", with the reason and the two ways on. */
export function ProfileLoadError({
  message,
  retrying,
  onRetry,
  onGoToLogin,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  onGoToLogin: () => void;
}) {
  return (
    <ErrorCard
      title="Unable to Load Profile"
      message={message}
      actions={
        <>
          <Button onClick={onRetry} busy={retrying}>
            {!retrying && <RotateCw className="h-4 w-4" aria-hidden="true" />}
            Try Again
          </Button>
          <Button variant="secondary" onClick={onGoToLogin}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Go to Login
          </Button>
        </>
      }
    />
  );
}
