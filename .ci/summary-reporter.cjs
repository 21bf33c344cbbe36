// Appends each jest run's counts to the file named by NOQ_TEST_SUMMARY, so .ci/run can print one
// closing line 'N passed, N failed' for all its runs (PGlite and Postgres).
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.NOQ_TEST_SUMMARY;
    if (!file) return;
    require('node:fs').appendFileSync(file, `${results.numPassedTests} ${results.numFailedTests + results.numRuntimeErrorTestSuites}\n`);
  }
}
module.exports = SummaryReporter;
