// A Vitest reporter that records each test file's time (import, set-up and tests) and its number
// of tests for the summary `npm test` prints (timings.mjs). Runs beside the default reporter.
import { record } from './timings.mjs';

export default class VitestTimings {
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    let tests = 0;
    for (const t of testModule.children.allTests()) if (t.result().state !== 'skipped') tests++;
    record({
      kind: 'file',
      project: testModule.project.name,
      name: testModule.moduleId,
      ms: Math.round(d.collectDuration + d.setupDuration + d.duration),
      tests,
    });
  }
}
