import { AccountLimits } from '../constants/limits.ts';

export { EMAIL_IN_USE_MESSAGE, FORGOT_PASSWORD_MESSAGE } from '../constants/messages.ts';
import { USERNAME_PATTERN } from '../domain/username.ts';
import { z } from './z.ts';

/**
 * Requests and responses of the account calls (accounts-and-discovery §7), under /api. Field names are the
 * spec's; where the spec does not show a response, ours is written here.
 */

/** The signed-in user as the client sees it (accounts-and-discovery §3 "User"). E-mail goes only to its owner. */
export const SessionUser = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  university: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** the address is proven: a verification link was opened, or Google vouched for it */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

// Building blocks -----------------------------------------------------------------------------

export const Email = z.string().trim().toLowerCase().max(AccountLimits.emailMax).pipe(z.email());
/** An e-mail a form may leave empty: empty means "not given". */
export const OptionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(AccountLimits.emailMax)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Email must be a valid email address')
  .optional()
  .transform((v) => v || undefined);
/** A password as typed: never trimmed (spaces are characters). */
export const NewPassword = z
  .string()
  .min(AccountLimits.passwordMin, `Password must be at least ${AccountLimits.passwordMin} characters`)
  .max(AccountLimits.passwordMax);
export const Username = z
  .string()
  .trim()
  .min(AccountLimits.usernameMin, `Username must be at least ${AccountLimits.usernameMin} characters`)
  .max(AccountLimits.usernameMax)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers and underscores');
export const University = z.string().trim().min(1, 'Please enter your university').max(AccountLimits.universityMax);
export const FieldOfStudy = z.string().trim().max(AccountLimits.fieldOfStudyMax);

/** A session, as every sign-in path returns it. */
export const SessionResponse = z.object({ token: z.string(), user: SessionUser });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });

// Session ------------------------------------------------------------------------------------

/** GET /auth/verify-token */
export const VerifyTokenResponse = z.object({ success: z.boolean(), user: SessionUser.optional() });
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

/** POST /auth/exchange-token: a one-time token from a link becomes a session token. */
export const ExchangeTokenRequest = z.object({ token: z.string().min(1).max(512) });
export const ExchangeTokenResponse = z.object({ token: z.string(), message: z.string().optional() });
export type ExchangeTokenResponse = z.infer<typeof ExchangeTokenResponse>;

/** POST /auth/login. Any text is accepted as a password here: the length rule is for new ones. */
export const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'All fields are required').max(AccountLimits.emailMax),
  password: z.string().min(1, 'All fields are required').max(AccountLimits.passwordMax),
});
export type LoginRequest = z.input<typeof LoginRequest>;

// Sign-up (two steps, product decisions) ----------------------------------------------------------------

/** POST /auth/check-username */
export const CheckUsernameRequest = z.object({
  username: z
    .string()
    .trim()
    .max(AccountLimits.usernameMax * 4),
});
export const CheckUsernameResponse = z.object({ available: z.boolean() });
export type CheckUsernameResponse = z.infer<typeof CheckUsernameResponse>;

/** POST /auth/signup: step 1 creates a pending account and returns the token step 2 needs. */
export const SignupRequest = z.object({ email: Email, password: NewPassword, username: Username });
export type SignupRequest = z.input<typeof SignupRequest>;
export const SignupResponse = z.object({ uid: z.string(), signupToken: z.string() });
export type SignupResponse = z.infer<typeof SignupResponse>;

/** POST /auth/signup/complete: step 2, only with step 1's token for the same e-mail. */
export const SignupCompleteRequest = z.object({
  email: Email,
  university: University,
  fieldOfStudy: FieldOfStudy.optional().default(''),
  signupToken: z.string().min(1, 'Failed to complete signup').max(512),
});
export type SignupCompleteRequest = z.input<typeof SignupCompleteRequest>;

/** POST /universities/request: a student asks for a school missing from the list. */
export const UniversityRequestBody = z.object({
  name: University,
  email: OptionalEmail,
});
export type UniversityRequestBody = z.input<typeof UniversityRequestBody>;

// Password reset --------------------------------------------------------------------------------

/** POST /auth/forgot-password: the same answer whether or not the e-mail has an account. */
export const ForgotPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email address is required').max(AccountLimits.emailMax),
});
export const ForgotPasswordResponse = z.object({ message: z.string() });

/** POST /auth/reset-password: the e-mailed link's token and the new password; answers with a session. */
export const ResetPasswordRequest = z.object({ token: z.string().min(1).max(512), password: NewPassword });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

// E-mail verification ---------------------------------------------------------------------------

/** POST /auth/verify-email: the e-mailed link's token. It proves the address and signs nobody in. */
export const VerifyEmailRequest = z.object({ token: z.string().min(1).max(512) });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;

/** POST /auth/verify-email and POST /auth/resend-verification (signed in, no body). */
export const EmailVerificationResponse = z.object({ message: z.string(), emailVerified: z.boolean() });
export type EmailVerificationResponse = z.infer<typeof EmailVerificationResponse>;

// Google (OpenID Connect, product decisions) ------------------------------------------------------------

/** The spec's message whether the token is missing or empty (not the generic "Token is required"). */
const GOOGLE_TOKEN_REQUIRED = 'Google authentication token is required';
const GoogleIdToken = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? GOOGLE_TOKEN_REQUIRED : undefined) })
  .min(1, GOOGLE_TOKEN_REQUIRED)
  .max(8192);
const GOOGLE_UNIVERSITY_REQUIRED = 'Please select your university before continuing with Google';

/** POST /auth/check-existing-account */
export const CheckExistingAccountRequest = z.object({ email: Email });
export const CheckExistingAccountResponse = z.object({
  accountExists: z.boolean(),
  hasGoogleProvider: z.boolean(),
  /** "has a completed profile" */
  hasFirestoreData: z.boolean(),
});
export type CheckExistingAccountResponse = z.infer<typeof CheckExistingAccountResponse>;

/** POST /auth/google-login: `token` is the ID token the popup received; the server verifies it. */
export const GoogleLoginRequest = z.object({
  email: Email.optional(),
  token: GoogleIdToken,
});
export type GoogleLoginRequest = z.input<typeof GoogleLoginRequest>;

/** POST /auth/google-signup. Identity comes from the verified token; the other fields fill the profile. */
export const GoogleSignupRequest = z.object({
  uid: z.string().max(256).optional(),
  email: Email.optional(),
  displayName: z.string().trim().max(200).nullish(),
  photoURL: z.string().trim().max(2048).nullish(),
  university: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? GOOGLE_UNIVERSITY_REQUIRED : undefined),
    })
    .trim()
    .min(1, GOOGLE_UNIVERSITY_REQUIRED)
    .max(AccountLimits.universityMax),
  token: GoogleIdToken,
  isNewSignup: z.boolean().optional(),
});
export type GoogleSignupRequest = z.input<typeof GoogleSignupRequest>;

// Client configuration ---------------------------------------------------------------------------

/** GET /config: what the web app needs to know about this server's setup. */
export const PublicConfig = z.object({
  /** the address the terms, privacy policy and contact texts give */
  contactEmail: z.string(),
  /** Google sign-in is configured (OIDC issuer, client id) */
  googleSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
