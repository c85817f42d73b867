import { Timings } from '@coursecards/shared/constants/limits';
import { resolveSchoolSearch } from '@coursecards/shared/domain/school-search';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { logSchoolSearch } from '../api/school-search-api.ts';

/**
 * What /signup receives in the navigation state from a landing search: a school from the list, or
 * the name of one that is not (yet) in it, for the request-a-university dialog.
 */
export type LandingSearchState = { university: string } | { requestedSchool: string };

/**
 * The landing search (accounts-and-discovery §4): log the search (a failure is only logged), remember a school that is in
 * the list for sign-up, and go to /signup 600 ms later, handing over the school, or the typed name of
 * one outside the list (sign-up then offers to request it). Busy from the search until the navigation.
 */
export function useLandingSearch(schools: readonly string[] | undefined) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function search(text: string) {
    const typed = text.trim().replace(/\s+/g, ' ');
    if (!typed || busy) return;
    setBusy(true);
    const school = schools ? resolveSchoolSearch(schools, typed) : undefined;
    logSchoolSearch(school ?? typed).catch((error: unknown) => {
      console.info('Could not log the school search; going on to sign-up.', error);
    });
    for (const key of [StorageKeys.selectedSchool, StorageKeys.searchSchool]) {
      // A school outside the list is not kept, nor is an earlier search's school left behind.
      if (school) safeStorage.set(key, school);
      else safeStorage.remove(key);
    }
    timer.current = window.setTimeout(() => {
      const state: LandingSearchState = school ? { university: school } : { requestedSchool: typed };
      void navigate('/signup', { state });
    }, Timings.landingSearchNavigation);
  }

  return { search, busy };
}
