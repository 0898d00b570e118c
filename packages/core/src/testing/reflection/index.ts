import type { StorageContract } from "../storage/harness.js";
import { reflectionRepositoryContract } from "./ReflectionRepository.contract.js";

/** The contracts of the reflection domain's ports. */
export const reflectionContracts: ReadonlyArray<StorageContract> = [reflectionRepositoryContract];
