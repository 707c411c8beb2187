/** Check Verification: is the member I am about to pay verified? */
export { verificationRoutes } from './routes.js';
export {
  foundMemberColumns,
  memberBy,
  searchKeyOf,
  verificationService,
  verifiedAnswerOf,
  type FoundMemberRow,
  type VerificationService,
  type VerifiedAnswer,
} from './service.js';
