import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('is a labelled dialog that reports a close once, whether by button or backdrop', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Feedback or Question">
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Feedback or Question' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Modal open onClose={onClose} title="Feedback or Question">
        <p>Body</p>
      </Modal>,
    );
    dialog.showModal();
    fireEvent.click(dialog); // the backdrop
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('Body')); // inside the panel: stays open
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing inside while closed', () => {
    render(
      <Modal open={false} onClose={() => undefined} title="Hidden">
        <p>Secret</p>
      </Modal>,
    );
    expect(screen.queryByText('Secret')).toBeNull();
  });
});
