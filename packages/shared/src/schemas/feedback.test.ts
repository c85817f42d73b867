import { describe, expect, it } from 'vitest';
import { FeedbackRequest } from './feedback.ts';

describe('FeedbackRequest', () => {
  it('trims the text and treats an empty e-mail as not given', () => {
    expect(FeedbackRequest.parse({ feedback: '  Love it  ', email: '' })).toEqual({ feedback: 'Love it' });
    expect(FeedbackRequest.parse({ feedback: 'Hi' })).toEqual({ feedback: 'Hi' });
  });

  it('normalises a given e-mail', () => {
    expect(FeedbackRequest.parse({ feedback: 'Hi', email: ' Ana@School.EDU ' }).email).toBe('ana@school.edu');
  });

  it('refuses blank text and a malformed e-mail', () => {
    const result = FeedbackRequest.safeParse({ feedback: '   ', email: 'not-an-email' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter your feedback',
      'Email must be a valid email address',
    ]);
  });
});
