import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { FeedbackModal } from './feedback-modal.tsx';

function renderModal() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackModal open onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FeedbackModal', () => {
  it('sends nothing while the text is blank', () => {
    const { calls } = fakeApi({});
    renderModal();
    type(/your feedback or question/i, '   ');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    expect(calls).toEqual([]);
  });

  it('submits, thanks the user, and closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({ 'POST /feedback': () => json({ ok: true }, 201) });
    const { onClose } = renderModal();
    type(/your feedback or question/i, '  Please add a dark mode ');
    type(/email/i, 'ana@ucsc.edu');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you! Your feedback has been submitted.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ feedback: 'Please add a dark mode', email: 'ana@ucsc.edu' });
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows "Submitting..." while the request is on its way', async () => {
    fakeApi({ 'POST /feedback': () => new Promise(() => undefined) });
    renderModal();
    type(/your feedback or question/i, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('keeps the text and explains a failure', async () => {
    fakeApi({ 'POST /feedback': () => json({ message: 'Internal', code: 'internal_error' }, 500) });
    renderModal();
    type(/your feedback or question/i, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your feedback. Please try again.',
    );
    expect(screen.getByLabelText(/your feedback or question/i)).toHaveValue('Hello');
  });
});
