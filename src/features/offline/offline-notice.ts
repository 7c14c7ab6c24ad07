import type { SubmissionStatus } from './submission-tracker';

/** How long "sent at 14:32" stays on screen after the held submissions were answered. */
export const SENT_NOTICE_MS = 60_000;

export type OfflineNotice =
  | { kind: 'none' }
  | { kind: 'offline'; waiting: number }
  | { kind: 'sending' }
  | { kind: 'sent'; sentAt: number };

/**
 * DESIGN.md §5: the applicant sees when they are offline, that their answers are saved, that a
 * submission waits, and when it was sent once the network is back.
 */
export function offlineNotice(input: { online: boolean; status: SubmissionStatus; now: number }): OfflineNotice {
  const { online, status, now } = input;
  if (!online) return { kind: 'offline', waiting: status.waiting };
  if (status.sending) return { kind: 'sending' };
  if (status.sentAt !== null && now - status.sentAt < SENT_NOTICE_MS) return { kind: 'sent', sentAt: status.sentAt };
  return { kind: 'none' };
}

/** "14:32" in Spanish, "2:32 PM" in English: the time as the applicant reads clocks. */
export function formatSentTime(sentAt: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(sentAt));
}
