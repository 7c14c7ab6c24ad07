/** Embedding in a partner's frame (SPEC §1, DESIGN.md §8). */
export { startEmbedding } from './start-embedding';
export type { StartEmbeddingOptions } from './start-embedding';
export { createHeightReporter } from './height-reporter';
export type { HeightReporter, HeightReporterOptions } from './height-reporter';
