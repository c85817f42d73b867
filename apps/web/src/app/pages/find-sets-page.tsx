import { PlainPage } from './plain-page.tsx';

export default function FindSetsPage() {
  return <PlainPage title="Find Sets" />;
}
