import { useEffect } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WelcomeOnArrival } from './welcome-modal.tsx';

/** Where the router stands now: what a reload would bring back. */
let current: ReturnType<typeof useLocation> | null = null;
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    current = location;
  }, [location]);
  return null;
}

/** Arrives at /created-sets with the navigation state the sign-up page sends (or none). */
function arrive(entry: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <WelcomeOnArrival />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const fromSignup = { pathname: '/created-sets', search: '?tab=1', state: { welcome: true } };

describe('welcome modal', () => {
  it('greets a first-time user with the three highlights and Start Learning', () => {
    arrive(fromSignup);
    const modal = within(screen.getByRole('dialog', { name: 'Welcome to CourseCards!' }));
    expect(modal.getByRole('heading', { name: 'AI-Generated Cards' })).toBeInTheDocument();
    expect(modal.getByText(/Turn your notes into flashcards instantly/)).toBeInTheDocument();
    expect(modal.getByRole('heading', { name: 'School-Specific Sets' })).toBeInTheDocument();
    expect(modal.getByText(/Find cards by school and class code/)).toBeInTheDocument();
    expect(modal.getByRole('heading', { name: 'Study Together' })).toBeInTheDocument();
    expect(modal.getByText(/Share and discover peer-created sets/)).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Start Learning' })).toBeInTheDocument();
  });

  it('closes on Start Learning and clears the state, so a reload does not show it again', () => {
    const { unmount } = arrive({ ...fromSignup, state: { welcome: true, from: 'signup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current).toMatchObject({ pathname: '/created-sets', search: '?tab=1', state: { from: 'signup' } });

    const reloaded = current;
    unmount();
    if (!reloaded) throw new Error('no location');
    arrive(reloaded);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from its Close button too, leaving no state behind', () => {
    arrive(fromSignup);
    const dialog = screen.getByRole('dialog', { name: 'Welcome to CourseCards!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current?.state).toBeNull();
  });

  it('hands focus to the page heading when it closes, not to <body> (the sign-up button is gone)', () => {
    render(
      <MemoryRouter initialEntries={[fromSignup]}>
        <h1 tabIndex={-1}>Created Sets</h1>
        <WelcomeOnArrival />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Created Sets' })).toHaveFocus();
  });

  it('stays away on an ordinary visit', () => {
    arrive('/created-sets');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
