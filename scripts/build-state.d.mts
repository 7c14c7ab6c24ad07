export type BuildMarker = { complete: true; startedAt: number; finishedAt: number; firstSteps: string };
export type NewestSource = { path: string; mtimeMs: number };
export declare const BUILD_MARKER: string;
export declare const BUILD_SOURCES: string[];
export declare function newestSource(root: string, sources?: string[]): NewestSource;
export declare function readBuildMarker(distDir: string): BuildMarker | undefined;
export declare function buildState(
  distDir: string,
  newest: NewestSource,
): { current: true; complete: true; marker: BuildMarker } | { current: false; complete: boolean; reason: string };
export declare function buildNotice(state: { complete: boolean; reason: string }, drawnPages: number): string;
