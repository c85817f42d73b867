import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A stand-in for the popup window: window.open returns it; tests post its answers. */
export interface FakePopup {
  closed: boolean;
  close: () => void;
  /** the popup posts to its opener, as the callback page does */
  post: (data: unknown, options?: { origin?: string; source?: unknown }) => void;
  /** the user closes the popup without finishing */
  closeByUser: () => void;
}

export function stubWindowOpen(result: 'opens' | 'blocked' = 'opens') {
  const popup: FakePopup = {
    closed: false,
    close() {
      popup.closed = true;
    },
    post(data, options = {}) {
      const event = new MessageEvent('message', { data, origin: options.origin ?? window.location.origin });
      // jsdom's MessageEvent accepts only real windows as its source: set it after construction.
      Object.defineProperty(event, 'source', { value: 'source' in options ? options.source : popup });
      act(() => {
        window.dispatchEvent(event);
      });
    },
    closeByUser() {
      popup.closed = true;
    },
  };
  const open = vi
    .spyOn(window, 'open')
    .mockImplementation(() => (result === 'opens' ? (popup as unknown as Window) : null));
  return { popup, open };
}

export const googleProfile = {
  uid: 'google-sub-123',
  email: 'maya.chen@gmail.com',
  displayName: 'Maya Chen',
  photoURL: 'https://lh3.googleusercontent.com/a/maya',
};

export const popupSuccess = { type: 'coursecards:google', idToken: 'header.payload.signature', profile: googleProfile };
