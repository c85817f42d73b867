// The users module's public entry: other modules import only what is listed here (docs/contributing.md).
export { deleteExpiredSignups, isExpiredSignup, isUnfinishedSignup } from './unfinished-signups.ts';
export { toSessionUser } from './user-dto.ts';
export {
  deleteUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByUsernameKey,
  insertUser,
  updateUser,
} from './users.repository.ts';
