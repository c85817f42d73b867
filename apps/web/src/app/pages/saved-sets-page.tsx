import { PlainPage } from './plain-page.tsx';

export default function SavedSetsPage() {
  return <PlainPage title="Saved Sets" />;
}
