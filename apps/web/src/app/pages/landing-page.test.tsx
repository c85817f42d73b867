import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import demo from '../../features/landing/demo-video.json';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderAppAt } from '../../testing/render-app.tsx';

const csv = (names: string[]) => new Response(names.join('\n'), { headers: { 'content-type': 'text/csv' } });

function fakeLandingApi(schools: () => Response = () => csv(['Stanford University'])) {
  return fakeApi({
    'GET /data/schools.csv': schools,
    'GET /schools/set-counts': () => json({ counts: {} }),
    'GET /config': () => json({ contactEmail: 'help@coursecards.test', googleSignIn: false }),
  });
}

describe('Landing page', () => {
  it('opens Terms of Service, Privacy Policy and Contact from the footer', async () => {
    fakeLandingApi();
    renderAppAt('/');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });

    fireEvent.click(within(footer).getByRole('button', { name: 'Terms of Service' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(terms).getByText('April 23, 2025')).toBeInTheDocument();
    fireEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Terms of Service' })).toBeNull();

    fireEvent.click(within(footer).getByRole('button', { name: 'Privacy Policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await within(privacy).findAllByRole('link', { name: 'help@coursecards.test' })).not.toHaveLength(0);
    fireEvent.click(within(privacy).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(footer).getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('dialog', { name: 'Feedback or Question' })).toBeInTheDocument();
  });

  it('enables the school search once the list has loaded', async () => {
    fakeLandingApi();
    renderAppAt('/');
    const input = await screen.findByRole('combobox', { name: 'Find your school' });
    expect(input).toBeDisabled();
    await vi.waitFor(() => expect(input).toBeEnabled());
  });

  it('logs a failed school list and lets the visitor search anyway', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeLandingApi(() => new Response('gone', { status: 503 }));
    renderAppAt('/');
    const input = await screen.findByRole('combobox', { name: 'Find your school' });
    await act(() => vi.advanceTimersByTimeAsync(10_000)); // the query's retries
    expect(input).toBeEnabled();
    expect(console.info).toHaveBeenCalledWith('Could not load the school list.', expect.any(Error));
    fireEvent.change(input, { target: { value: 'Stanford' } });
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('shows the demo video with its poster, loading nothing more until it is played', async () => {
    fakeLandingApi();
    renderAppAt('/');
    const video = await screen.findByLabelText('CourseCards demo video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('poster', '/demo/coursecards-demo-poster.webp');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/demo/coursecards-demo.webm', 'video/webm'],
      ...(demo.mp4 ? [['/demo/coursecards-demo.mp4', 'video/mp4']] : []),
    ]);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/demo/coursecards-demo.en.vtt');
    expect(track).toHaveAttribute('default');
    expect(screen.queryByText('Demo video coming soon')).toBeNull();
  });

  it('lists what the demo shows, as text beside the video', async () => {
    fakeLandingApi();
    renderAppAt('/');
    const summary = await screen.findByText('What the demo shows');
    const steps = within(summary.closest('details')!).getAllByRole('listitem', { hidden: true });
    expect(steps.map((li) => li.textContent)).toEqual(demo.steps);
    expect(steps.length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('CourseCards demo video')).toHaveAccessibleDescription(demo.steps.join(' '));
  });
});
