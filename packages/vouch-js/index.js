// The package's module entry: the same script (it defines window.Vouch), re-exported.
import './vouch.js';

export const Vouch = typeof window === 'undefined' ? undefined : window.Vouch;
export default Vouch;
