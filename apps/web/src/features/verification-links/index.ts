/**
 * Verification links (issue 33): the hosted page at /verify/{id} and the member's Connected
 * businesses load through the router; nothing else imports them.
 */
export { linkKeys } from './api';
export { MemberSharingPanel } from './MemberSharingPanel';
