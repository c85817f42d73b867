import { AccountLimits } from '@coursecards/shared/constants/limits';

export const SignupMessages = {
  usernameTooShort: `Username must be at least ${AccountLimits.usernameMin} characters`,
  usernameUnavailable: 'Username unavailable',
  passwordTooShort: `Password must be at least ${AccountLimits.passwordMin} characters`,
  signupFailed: 'Signup failed',
  initFailed: 'Failed to initialize signup',
  completeFailed: 'Failed to complete signup',
} as const;
