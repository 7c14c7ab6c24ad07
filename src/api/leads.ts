import type { ApiClient } from './client';
import { sendWrite, type WriteResult, type WriteVariables } from './writes';

/** The dynamic flow (v3) is the default; v2 is the classic flow of older brands. */
export type LeadFlow = 'v3' | 'v2';

/** POST /v3/lead or /v2/lead; the answer's `id` is the new lead's. Logs 'Failed to post lead' on failure. */
export function createLead(client: ApiClient, variables: WriteVariables<'leadCreateV3'>, flow: LeadFlow = 'v3') {
  return flow === 'v3'
    ? sendWrite(client, 'leadCreateV3', variables)
    : (sendWrite(client, 'leadCreateV2', variables) as Promise<WriteResult<'leadCreateV3'>>);
}

/** PUT /v3/lead or /v2/lead with the lead's id in the body. Logs 'Failed to update lead' on failure. */
export function updateLead(client: ApiClient, variables: WriteVariables<'leadUpdateV3'>, flow: LeadFlow = 'v3') {
  return flow === 'v3'
    ? sendWrite(client, 'leadUpdateV3', variables)
    : (sendWrite(client, 'leadUpdateV2', variables) as Promise<WriteResult<'leadUpdateV3'>>);
}
