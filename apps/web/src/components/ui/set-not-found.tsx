import { FileQuestion, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';
import { WayBackLink, type WayBack } from './way-back-link.tsx';

export const SetNotFoundMessages = {
  title: 'Set not found',
  message:
    'There is no flashcard set at this address, or it is private to the student who made it. Check the link, or find sets for your classes.',
  findSets: 'Find Sets',
} as const;

/**
 * The viewer's, flip cards' and quiz's answer to a set id the server does not know (404): what
 * happened, with Find Sets and the page's way back. No Try Again: asking again changes nothing.
 */
export function SetNotFound({ back, backState }: { back: WayBack; backState?: unknown }) {
  return (
    <section
      aria-labelledby="set-not-found-title"
      className="mx-auto mt-2 flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
    >
      <span className="grid h-14 w-14 place-items-center rounded-full bg-amber-50 text-amber-600">
        <FileQuestion className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 id="set-not-found-title" className="mt-4 text-xl font-semibold tracking-tight">
        {SetNotFoundMessages.title}
      </h2>
      <p role="alert" className="mt-2 text-slate-600 text-pretty">
        {SetNotFoundMessages.message}
      </p>
      <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/search-sets" className={buttonClasses('primary')}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {SetNotFoundMessages.findSets}
        </Link>
        <WayBackLink back={back} state={backState} />
      </div>
    </section>
  );
}
