import { parentPort } from 'node:worker_threads';
import { checkAnswerLocally } from './answers/check-answer.ts';
import type { CheckRequest, CheckerMessage } from './answer-check-protocol.ts';

/**
 * The worker thread of the answer-check pool (answer-check-pool.ts): grades long answers one at a
 * time, off the API's event loop. It loads the word lists and the thesaurus before it says it is ready.
 */
if (!parentPort) throw new Error('answer-check-worker.ts runs as a worker thread of the answer-check pool');
const port = parentPort;

const send = (message: CheckerMessage) => port.postMessage(message);

port.on('message', ({ id, userAnswer, correctAnswer, question }: CheckRequest) => {
  try {
    send({ type: 'checked', id, result: checkAnswerLocally(userAnswer, correctAnswer, question) });
  } catch (err) {
    send({ type: 'failed', id, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
checkAnswerLocally('mitocondria', 'Mitochondria', 'Which organelle makes most of the cell’s ATP?');
send({ type: 'ready' });
