import { TipsBox } from '../../../components/ui/tips-box.tsx';
import { StorageKeys } from '../../../lib/storage-keys.ts';

const tips = [
  'Keep each card to one idea: a short question and a clear answer.',
  'Add an image or an equation to either side when words are not enough.',
  'Drag cards by their handle, or use the arrows, to put them in order.',
  'Save Private keeps a set to yourself; Publish lets classmates find it by class code.',
];

/** The creator's tips; once dismissed they stay hidden (hideCreatorInfoTips, sets-and-study §2). */
export function CreatorTips() {
  return <TipsBox storageKey={StorageKeys.hideCreatorInfoTips} title="Tips for great flashcards" tips={tips} />;
}
