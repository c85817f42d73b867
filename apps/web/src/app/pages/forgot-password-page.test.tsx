import { fireEvent, screen } from '@testing-library/react';
import { FORGOT_PASSWORD_MESSAGE } from '@coursecards/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordMessages } from '../../features/auth/components/forgot-password-form.tsx';
import { renderAuthPage } from '../../features/auth/testing/render-auth-page.tsx';
import { fakeApi, json, never } from '../../testing/fake-api.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';

const SENT = 'If your email is registered, you will receive reset instructions. Be sure to check your spam folder too!';
const email = () => screen.getByLabelText('Email', { selector: 'input' });
const send = () =>
  fireEvent.click(screen.getByRole('button', { name: /^(Send Reset Instructions|Processing\.\.\.)$/ }));

function renderPage() {
  renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password' });
}

describe('Forgot password page', () => {
  it('uses the server’s own success text', () => {
    expect(ForgotPasswordMessages.sent).toBe(FORGOT_PASSWORD_MESSAGE);
    expect(FORGOT_PASSWORD_MESSAGE).toBe(SENT);
  });

  it('shows the heading and links to Sign In and Sign Up', () => {
    fakeApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
    expect(email().closest('form')).toHaveAttribute('novalidate');
  });

  it('asks for an address and sends nothing without one', () => {
    const { calls } = fakeApi({});
    renderPage();
    fireEvent.change(email(), { target: { value: '  ' } });
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Email address is required');
    expect(calls).toEqual([]);
  });

  it('leaves format checks to the server (native validation is off)', async () => {
    const { calls } = fakeApi({ 'POST /auth/forgot-password': () => json({ message: SENT }) });
    renderPage();
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls[0]?.body).toEqual({ email: 'not-an-address' });
  });

  it('shows "Processing..." and then always the same message', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { calls } = fakeApi({ 'POST /auth/forgot-password': () => new Promise((r) => (answer = r)) });
    renderPage();
    fireEvent.change(email(), { target: { value: ' maya@ucsc.edu ' } });
    send();
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer(json({ message: 'anything else' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(calls[0]?.body).toEqual({ email: 'maya@ucsc.edu' });
  });

  it.each([
    [
      'a server fault',
      () => json({ message: 'x', code: 'internal_error' }, 500),
      'Failed to process request. Please try again.',
    ],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to process request. Please try again.',
    ],
    [
      'a rate limit',
      () => json({ message: 'Too many attempts. Please wait 60 minutes and try again.', code: 'rate_limited' }, 429),
      'Too many attempts. Please wait 60 minutes and try again.',
    ],
  ])('explains %s', async (_case, handler, message) => {
    fakeApi({ 'POST /auth/forgot-password': handler });
    renderPage();
    fireEvent.change(email(), { target: { value: 'maya@ucsc.edu' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
  });

  it('never shows a pending request as done', () => {
    fakeApi({ 'POST /auth/forgot-password': never });
    renderPage();
    fireEvent.change(email(), { target: { value: 'maya@ucsc.edu' } });
    send();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
