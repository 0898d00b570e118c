import type { Clock, IdGenerator, StorageServices } from "@lifeos/core";

/** Every service shared by all requests; provided by the environment layer (see environment.ts). */
export type AppServices = StorageServices | Clock | IdGenerator;
