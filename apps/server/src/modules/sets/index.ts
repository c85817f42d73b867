// The sets module's public entry: other modules import only what is listed here (docs/contributing.md).
export { toSetSummary } from './set-dto.ts';
export { SET_NOT_FOUND, assertSelf, canView, viewable } from './set-policy.ts';
export {
  type SetRecord,
  type SetWithOwner,
  cardsOfSet,
  findSet,
  findSetWithOwner,
  insertSetWithCards,
  withSetFlags,
} from './sets.repository.ts';
export { type SetsDeps, getSet } from './sets.service.ts';
