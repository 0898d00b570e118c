/** Tuning of the journal pipeline. Every field has a default. */
export interface PipelineOptions {
  /** Entries taken per batch (their chunks are embedded together). Default 64. */
  readonly batchSize?: number;
  /** Texts per embedding request. Default 128. */
  readonly embedBatchSize?: number;
  /** Attempts before a failed entry is left for a manual retry. Default 3. */
  readonly maxAttempts?: number;
  /** Model calls started per minute (analysis and summaries). Default 300. */
  readonly modelRequestsPerMinute?: number;
  /** Retries of one model or embedding call on a transient error. Default 4 attempts. */
  readonly retryAttempts?: number;
  /** First backoff delay. Default 500 ms. */
  readonly retryBaseDelayMs?: number;
  /** Regenerate month and year summaries of the periods a run touched. Default true. */
  readonly summarize?: boolean;
}

export const resolvePipelineOptions = (options: PipelineOptions = {}): Required<PipelineOptions> => ({
  batchSize: options.batchSize ?? 64,
  embedBatchSize: options.embedBatchSize ?? 128,
  maxAttempts: options.maxAttempts ?? 3,
  modelRequestsPerMinute: options.modelRequestsPerMinute ?? 300,
  retryAttempts: options.retryAttempts ?? 4,
  retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
  summarize: options.summarize ?? true,
});
