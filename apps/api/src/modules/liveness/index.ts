/** The live capture (issue 45, decision 0049): a server-chosen challenge, answered once, judged by the server. */
export { livenessRoutes, type LivenessRouteDeps } from './routes.js';
export {
  livenessService,
  type LivenessChecker,
  type LivenessService,
  type LivenessSummary,
} from './service.js';
export {
  judge,
  stateOf,
  movementsOf,
  THRESHOLDS,
  type FrameReading,
  type Judgement,
} from './judge.js';
export { randomChallenge } from './challenge.js';
export { livenessSamples, type LivenessSamples } from './samples.js';
