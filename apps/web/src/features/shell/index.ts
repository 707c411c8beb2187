/** The member area's frame; other features may forget the session as logout does. */
export { useForgetSession } from './use-forget-session';
