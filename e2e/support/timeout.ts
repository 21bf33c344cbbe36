// A journey drives a real browser against a real server: more time than jest's default per test.
jest.setTimeout(120_000);
