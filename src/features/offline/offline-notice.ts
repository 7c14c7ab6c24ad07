import type { SubmissionStatus } from './submission-tracker';

/** How long "sent at 14:32" stays on screen after the held submissions were answered. */
export const SENT_NOTICE_MS = 60_000;

/**
 * The connection as the applicant is told of it: the browser has none ('offline'), or it says it has
 * one but the server does not answer ('not-answering', reachability.ts).
 */
export type Connection = 'online' | 'offline' | 'not-answering';

export type OfflineNotice =
  | { kind: 'none' }
  | { kind: 'offline'; waiting: number; notAnswering: boolean }
  | { kind: 'sending' }
  | { kind: 'sent'; sentAt: number };

/**
 * DESIGN.md §5: the applicant sees when they are offline (and whether the connection is gone or only
 * not answering), that their answers are saved, that a submission waits, and when it was sent once
 * the network is back.
 */
export function offlineNotice(input: { connection: Connection; status: SubmissionStatus; now: number }): OfflineNotice {
  const { connection, status, now } = input;
  if (connection !== 'online') return { kind: 'offline', waiting: status.waiting, notAnswering: connection === 'not-answering' };
  if (status.sending) return { kind: 'sending' };
  if (status.sentAt !== null && now - status.sentAt < SENT_NOTICE_MS) return { kind: 'sent', sentAt: status.sentAt };
  return { kind: 'none' };
}

/** "14:32" in Spanish, "2:32 PM" in English: the time as the applicant reads clocks. */
export function formatSentTime(sentAt: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(sentAt));
}
