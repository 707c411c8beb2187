// A Playwright reporter that records each journey file's time (its tests, retries included) for
// the summary `npm test` prints (timings.mjs). Runs beside the list reporter.
import { record } from './timings.mjs';

export default class PlaywrightTimings {
  files = new Map();

  onTestEnd(test, result) {
    const file = test.location.file;
    const entry = this.files.get(file) ?? { ms: 0, tests: new Set() };
    entry.ms += result.duration;
    entry.tests.add(test.id);
    this.files.set(file, entry);
  }

  onEnd() {
    for (const [file, { ms, tests }] of this.files)
      record({ kind: 'journey', project: 'e2e', name: file, ms, tests: tests.size });
  }

  printsToStdio() {
    return false;
  }
}
