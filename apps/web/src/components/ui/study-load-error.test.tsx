import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { StudyLoadError, type StudyLoadErrorProps } from './study-load-error.tsx';

function renderError(error: unknown, props: Partial<StudyLoadErrorProps> = {}) {
  const onRetry = vi.fn();
  render(
    <MemoryRouter>
      <StudyLoadError error={error} onRetry={onRetry} {...props} />
    </MemoryRouter>,
  );
  return { onRetry };
}

const toSet = { to: '/study/s1', label: 'Back to Set' };
const toCreatedSets = { to: '/created-sets', label: 'Back to Created Sets' };

describe('StudyLoadError', () => {
  it('says "Set not found" for a set the server does not know, with Find Sets and no Try Again', () => {
    renderError(new ApiError(404, 'not_found', 'Flashcard set not found'));
    expect(screen.getByRole('heading', { name: 'Set not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Sets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers Try Again and the way back when the set could not be loaded', async () => {
    const { onRetry } = renderError(new ApiError(0, 'network_error', 'offline'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load flashcard set. Please check your connection.');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
  });

  it("takes the page's own title, message and way back", () => {
    renderError(new ApiError(500, 'internal_error', 'Boom'), {
      title: 'Error Loading Flashcard Set',
      message: 'Failed to load flashcard set. Please try again.',
      back: toSet,
    });
    const alert = screen.getByRole('alert', { name: 'Error Loading Flashcard Set' });
    expect(alert).toHaveTextContent('Failed to load flashcard set. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Set' })).toHaveAttribute('href', '/study/s1');
  });

  it('keeps Try Again busy while the set is asked for again', () => {
    renderError(new ApiError(0, 'network_error', 'offline'), { retrying: true });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  });

  it('leads a missing set somewhere else when its way back would lead to the set itself', () => {
    renderError(new ApiError(404, 'not_found', 'Flashcard set not found'), {
      back: toSet,
      notFoundBack: toCreatedSets,
    });
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
    expect(screen.queryByRole('link', { name: 'Back to Set' })).toBeNull();
  });
});
