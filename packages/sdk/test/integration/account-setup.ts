// Setup file: every test file takes an isolated account of the one sandbox the run started
// (global-setup.ts), and deletes it when its tests are done.
import { afterAll } from 'vitest';
import { closeFileAccount, openFileAccount } from './file-account.js';

await openFileAccount();
afterAll(closeFileAccount);
