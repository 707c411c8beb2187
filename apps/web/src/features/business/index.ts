/**
 * Vouch for businesses (issue 32): the console's screens load through the router; others use
 * the side menu's question (is the member on a team?) and the API reference (the public
 * /developers page).
 */
export { useMyOrganisations } from './api';
export { ApiReference } from './reference/ApiReference';
