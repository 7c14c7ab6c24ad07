import { describe, it, expect } from 'vitest';
import { registerMutationDefaults } from './mutation-defaults';
import { startSubmission } from './start-submission';
import { subscribeToSubmissionResults, type SubmissionResult } from './submission-results';
import { fakeServer, statusResponder, testClient, testQueryClient } from '../../../tests/support/submissions';

describe('subscribeToSubmissionResults (answers reach the app even for resumed submissions)', () => {
  it('reports each success and each final error with the write and its variables', async () => {
    const server = fakeServer();
    server.next.push(statusResponder(422, { code: 'validation_failed', errors: { amount: 'tooSmall' } }));
    const queryClient = testQueryClient();
    registerMutationDefaults(queryClient, testClient(server.fetch), { retryDelay: () => 1 });
    const results: SubmissionResult[] = [];
    const stop = subscribeToSubmissionResults(queryClient, (result) => results.push(result));
    await startSubmission(queryClient, 'leadCreateV3', { idempotencyKey: 'bad', body: { amount: 1 } }).catch(() => undefined);
    await startSubmission(queryClient, 'leadCreateV3', { idempotencyKey: 'good', body: { amount: 300 } });
    stop();
    expect(results.map((r) => [r.name, r.variables.idempotencyKey, r.status])).toEqual([
      ['leadCreateV3', 'bad', 'error'],
      ['leadCreateV3', 'good', 'success'],
    ]);
    expect(results[1]).toMatchObject({ data: { id: 'lead-good' } });
  });
});
