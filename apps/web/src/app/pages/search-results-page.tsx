import { PlainPage } from './plain-page.tsx';

export default function SearchResultsPage() {
  return <PlainPage title="Search Results" />;
}
