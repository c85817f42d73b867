import { SuggestionLimits } from '@coursecards/shared/constants/limits';
import {
  formatSetCount,
  schoolSetCount,
  suggestSchools,
  type SchoolSuggestion,
} from '@coursecards/shared/domain/school-search';
import { clsx } from 'clsx';
import { GraduationCap, Plus, Search, Sparkles } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useCombobox, type ComboboxOptionProps } from '../../../components/ui/combobox.ts';
import { useSchoolSetCounts } from '../api/school-search-api.ts';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion.ts';
import { useLandingSearch } from '../lib/use-landing-search.ts';
import { useTypingPlaceholder } from '../lib/use-typing-placeholder.ts';

/** accounts-and-discovery §2: the names the placeholder types, in order. */
export const SAMPLE_SCHOOLS = [
  'UCLA',
  'UC Berkeley',
  'University of Michigan',
  'Stanford',
  'NYU',
  'Penn State',
  'ASU',
  'UC Santa Cruz',
] as const;

export const STATIC_PLACEHOLDER = 'Search for your school, e.g. UC Santa Cruz';
/** A listed school with no public sets yet. */
export const EMPTY_SCHOOL_INVITATION = '0 sets yet · be the first to share one';
/** What choosing a school outside the list leads to. */
export const NEW_SCHOOL_HINT = 'Not on our list yet: sign up and request it';
const FOCUSED_PLACEHOLDER = 'Type your school’s name';

export interface SchoolSearchProps {
  /** the school list; undefined while it loads or when it could not be loaded */
  schools: readonly string[] | undefined;
  /** the list is loading: the input waits for it */
  loading: boolean;
}

/** The hero's school search: an ARIA combobox with up to five suggestions, each with its real set count. */
export function SchoolSearch({ schools, loading }: SchoolSearchProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const { search, busy } = useLandingSearch(schools);
  // Counts are extra: until they arrive (or if they never do) suggestions show without them.
  const { data: setCounts } = useSchoolSetCounts();
  const reducedMotion = usePrefersReducedMotion();
  const typing = useTypingPlaceholder(SAMPLE_SCHOOLS, !reducedMotion && !focused && text === '');

  // Without the list there is nothing true to suggest; the typed text can still be searched.
  const suggestions = useMemo(
    () => (schools ? suggestSchools(schools, text, SuggestionLimits.landingSchool) : []),
    [schools, text],
  );
  const box = useCombobox({
    items: suggestions,
    canShow: focused && !busy,
    onChoose: (suggestion) => {
      setText(suggestion.name);
      search(suggestion.name);
    },
    // Escape with the list shut clears what was typed.
    onEscapeClosed: () => {
      if (!text) return false;
      setText('');
      return true;
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    box.close();
    search(text);
  }

  const placeholder = reducedMotion ? STATIC_PLACEHOLDER : focused ? FOCUSED_PLACEHOLDER : typing;

  return (
    <form role="search" onSubmit={handleSubmit} className="relative max-w-xl">
      <label htmlFor={box.inputId} className="mb-2 block text-sm font-semibold text-slate-700">
        Find your school
      </label>
      <div className="flex items-center gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 shadow-brand-900/5 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-500">
        <Search className="ml-2 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
        <input
          {...box.inputProps}
          type="text"
          aria-busy={loading || undefined}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          disabled={loading}
          value={text}
          placeholder={loading ? 'Loading schools…' : placeholder}
          onChange={(event) => {
            setText(event.target.value);
            box.typed();
          }}
          onFocus={() => {
            setFocused(true);
            box.open();
          }}
          onBlur={() => {
            setFocused(false);
            box.close();
          }}
          // Focus is drawn on the whole box (focus-within), not on the bare input inside it.
          className="h-11 w-full min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus-visible:outline-none disabled:cursor-wait"
        />
        <Button type="submit" size="lg" busy={busy} disabled={!text.trim()} className="shrink-0 rounded-xl px-5">
          {busy ? 'Searching...' : 'Search'}
        </Button>
      </div>

      <ul
        {...box.listProps}
        aria-label="Schools"
        style={{ maxHeight: SuggestionLimits.landingDropdownMaxHeightPx }}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-y-auto rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200"
      >
        {box.expanded &&
          suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.name}
              option={box.optionProps(index)}
              suggestion={suggestion}
              query={text}
              count={setCounts ? schoolSetCount(setCounts, suggestion.name) : undefined}
              onHover={() => box.highlight(index)}
            />
          ))}
      </ul>
      <p role="status" className="sr-only">
        {box.expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </form>
  );
}

function SuggestionOption({
  option,
  suggestion,
  query,
  count,
  onHover,
}: {
  /** the combobox's id, role, selection and choosing for this option */
  option: ComboboxOptionProps;
  suggestion: SchoolSuggestion;
  query: string;
  count: number | undefined;
  onHover: () => void;
}) {
  const Icon = suggestion.inList ? GraduationCap : Plus;
  const active = option['aria-selected'];
  return (
    <li
      {...option}
      onMouseMove={() => !active && onHover()}
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left',
        active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
      )}
    >
      <span
        className={clsx(
          'grid h-9 w-9 shrink-0 place-items-center rounded-lg',
          suggestion.inList ? 'bg-brand-100 text-brand-700' : 'bg-amber-100 text-amber-700',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium">
          {suggestion.inList ? <Highlighted text={suggestion.name} query={query} /> : `Create “${suggestion.name}”`}
        </span>
        {suggestion.matchedAlias && <span className="block text-xs text-slate-500">{suggestion.matchedAlias}</span>}
        {suggestion.inList && count === 0 && (
          // A school with no sets yet is an opening, not a void: the real number, as an invitation.
          <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-brand-700">
            <Sparkles className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {EMPTY_SCHOOL_INVITATION}
          </span>
        )}
        {!suggestion.inList && <span className="mt-0.5 block text-xs text-slate-500">{NEW_SCHOOL_HINT}</span>}
      </span>
      {suggestion.inList ? (
        count !== undefined &&
        count > 0 && (
          <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-slate-600">
            {formatSetCount(count)}
          </span>
        )
      ) : (
        <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-800">
          New School
        </span>
      )}
    </li>
  );
}

/** The school's name with the typed text in bold where it occurs. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const wanted = query.trim().toLowerCase();
  const at = wanted ? text.toLowerCase().indexOf(wanted) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-bold text-inherit">{text.slice(at, at + wanted.length)}</mark>
      {text.slice(at + wanted.length)}
    </>
  );
}
