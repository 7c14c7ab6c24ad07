/** Trace event names of a top-level task on the main thread (Chromium has used each over the years). */
export const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);
