import { TipsBox } from '../../../components/ui/tips-box.tsx';
import { StorageKeys } from '../../../lib/storage-keys.ts';

// Short enough for one line each in two columns at 1280 px.
const tips = [
  'One idea per card: a short question, a clear answer.',
  'Add an image or an equation when words fall short.',
  'Drag cards by their handle, or use the arrows.',
  'Save Private keeps a set yours; Publish shares it.',
];

/**
 * The creator's tips; once dismissed they stay hidden (hideCreatorInfoTips, sets-and-study §2). Two columns on
 * wider screens, so the first card still shows on a 1280×800 screen.
 */
export function CreatorTips() {
  return (
    <TipsBox storageKey={StorageKeys.hideCreatorInfoTips} title="Tips for great flashcards" tips={tips} columns={2} />
  );
}
