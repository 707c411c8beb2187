/** The member's own data (issue 16): the privacy policy reads the retention periods from here. */
export { useRetentionPolicy } from './retention-policy';
