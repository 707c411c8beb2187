/** Member accounts: the users row, its PII, and the profile built from it. */
export { newUserRow, type NewUser } from './new-user.js';
export { memberPii, type MemberPii } from './pii.js';
export { PROFILE_COLUMNS, toMemberProfile, type ProfileRow } from './profile.js';
export { usersRepository, type UserRow, type UsersRepository } from './repository.js';
export { greetingNameOf } from './greeting-name.js';
export { memberMailer, type MemberMail } from './mail-member.js';
