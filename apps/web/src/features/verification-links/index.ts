/**
 * Verification links (issue 33): the hosted page at /verify/{id} and the member's Connected
 * businesses load through the router. The dashboard and the KYC page show the businesses waiting
 * for the member (issue 47).
 */
export { linkKeys } from './api';
export { MemberSharingPanel } from './MemberSharingPanel';
export { businessPaysFee, useWaitingBusinesses, WaitingBusinesses } from './WaitingBusinesses';
