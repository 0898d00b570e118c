import type { BlobStore, Clock, IdGenerator, StorageServices } from "@lifeos/core";

/** Every service shared by all requests, the store of uploaded files included; provided by the environment layer (see environment.ts). */
export type AppServices = StorageServices | BlobStore | Clock | IdGenerator;
