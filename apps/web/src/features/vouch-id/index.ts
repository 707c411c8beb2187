/**
 * The Vouch ID (issue 36): its pages load through the router; what other features use is the
 * credential this browser holds and a presentation of it (a verification link answered by it).
 */
export { loadStored, present, type StoredCredential } from './holder';
