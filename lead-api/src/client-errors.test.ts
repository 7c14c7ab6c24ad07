import { describe, expect, it } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from '../../src/domain/constants';
import { clientErrorsRoute } from './client-errors';

describe('POST /api/client-errors (SPEC §8: render failures reported when error logging is on)', () => {
  it('logs the report with each value capped at 1024 characters (SPEC §9) and answers 204', async () => {
    const lines: string[] = [];
    const app = clientErrorsRoute('/api', (line) => lines.push(line));
    const answer = await app.request('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(5000), url: '/application-frontend/name' }),
    });
    expect(answer.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(LOG_VALUE_MAX_LENGTH + 100);
  });

  it('answers 400 to a body that is not a report', async () => {
    const app = clientErrorsRoute('/api', () => undefined);
    expect((await app.request('/api/client-errors', { method: 'POST', body: 'nope' })).status).toBe(400);
  });
});
