import { PlainPage } from './plain-page.tsx';

export default function CreatedSetsPage() {
  return <PlainPage title="Created Sets" />;
}
