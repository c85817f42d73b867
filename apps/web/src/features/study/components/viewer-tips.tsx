import { TipsBox } from '../../../components/ui/tips-box.tsx';
import { StorageKeys } from '../../../lib/storage-keys.ts';

const tips = [
  'Study Flashcards shows one card at a time: Space flips it, the arrow keys move between cards.',
  'Take Quiz asks each card as a question, by multiple choice or typed answer, and keeps your score.',
  'Learn asks in rounds until you know every card, and remembers where you stopped on any device.',
  'Match is a race: pair each term with its definition; arrow keys and Enter play it too.',
  'Search the cards below, sort them A to Z, or show every answer to review at a glance.',
  'Click an image to see it larger.',
];

/** The viewer's tips; once dismissed they stay hidden (hideViewerInfoTips, sets-and-study §2, §3). */
export function ViewerTips() {
  return <TipsBox storageKey={StorageKeys.hideViewerInfoTips} title="Ways to study this set" tips={tips} />;
}
