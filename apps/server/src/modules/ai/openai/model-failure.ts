/**
 * The model answered, but not usefully: unreadable, off-schema or empty. The reason goes to the log
 * and must never quote the notes or the model's text (which may repeat them).
 */
export class ModelFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ModelFailure';
  }
}

/**
 * The client went away (closed the overlay, left the quiz) while the model was working: nobody is
 * waiting for an answer, so there is no fallback either. The 4xx status makes the error handler log
 * it as a client event rather than a server failure; 499 is the customary "client closed request".
 */
export class ClientGoneError extends Error {
  readonly statusCode = 499;
  constructor() {
    super('The request was cancelled');
    this.name = 'ClientGoneError';
  }
}
