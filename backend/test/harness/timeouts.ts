// Each integration test file starts an app and signs users in (argon2id); on a busy two-core CI machine that
// takes far longer than jest's 5 s default, which would fail the run for slowness rather than for a bug.
jest.setTimeout(30_000);
